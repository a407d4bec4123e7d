import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { DocumentCards } from '../documents/DocumentCards';
import { FileDocumentsContext } from './FileDocumentsContext';
import { useFileDocumentsEvents } from './useFileDocumentsEvents';

/** /home/file-documents: file each document the course requires, then on to the eligibility check (02 §2). */
export function FileDocumentsView() {
  const { t } = useLingui();
  const loading = FileDocumentsContext.useSelector((s) => s.matches('loading'));
  const loadFailed = FileDocumentsContext.useSelector((s) => s.matches('loadFailed'));
  const loaded = FileDocumentsContext.useSelector((s) =>
    s.matches('ready') || s.matches('uploading') ? s.context.loaded : undefined,
  );
  const sending = FileDocumentsContext.useSelector((s) =>
    s.matches('uploading') ? s.context.documentType : undefined,
  );
  const refusedType = FileDocumentsContext.useSelector((s) =>
    s.matches('ready') ? s.context.documentType : undefined,
  );
  const failure = FileDocumentsContext.useSelector((s) =>
    s.matches('loadFailed') || s.matches('ready') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useFileDocumentsEvents();
  return (
    <main className="page">
      <h1>
        <Trans>File your documents</Trans>
      </h1>
      {loading ? <Loader label={t`Loading your documents…`} /> : null}
      {loadFailed ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {loaded ? (
        <>
          {loaded.catalog.documents.length > 0 ? (
            <p>
              <Trans>
                Before {loaded.catalog.courseName} can start, we need a copy of each document below. Take a photo or
                scan it: a JPEG, PNG or GIF image or a PDF, up to 10 MB each.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>This course needs no documents.</Trans>
            </p>
          )}
          <DocumentCards
            loaded={loaded}
            sending={sending}
            refused={failure && refusedType ? { documentType: refusedType, message: failureText } : undefined}
            onUpload={events.upload}
          />
          {loaded.range.allFiled ? (
            <section className="page__section">
              <Alert tone="success">
                <Trans>All your documents are filed. Next is the eligibility check.</Trans>
              </Alert>
              <Button onClick={events.continueOn} disabled={sending !== undefined}>
                <Trans>Continue to eligibility</Trans>
              </Button>
            </section>
          ) : null}
          <p>
            <Trans>
              You can see your documents and replace one later on the <Link to={routes.documents}>Documents</Link> page.
            </Trans>
          </p>
        </>
      ) : null}
    </main>
  );
}
