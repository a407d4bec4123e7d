import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { DocumentCards } from './DocumentCards';
import { documentTypeLabels } from './documentLabels';
import { DocumentsContext } from './DocumentsContext';
import { useDocumentsEvents } from './useDocumentsEvents';

/** /home/documents: the student's documents with their status; view one, replace one while allowed (02 §2). */
export function DocumentsView() {
  const { t, i18n } = useLingui();
  const loading = DocumentsContext.useSelector((s) => s.matches('loading'));
  const loadFailed = DocumentsContext.useSelector((s) => s.matches('loadFailed'));
  const loaded = DocumentsContext.useSelector((s) => s.context.loaded);
  const sending = DocumentsContext.useSelector((s) => (s.matches('uploading') ? s.context.documentType : undefined));
  const refusedType = DocumentsContext.useSelector((s) => (s.matches('ready') ? s.context.documentType : undefined));
  const replaced = DocumentsContext.useSelector((s) => (s.matches('ready') ? s.context.replaced : undefined));
  const failure = DocumentsContext.useSelector((s) =>
    s.matches('loadFailed') || s.matches('ready') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useDocumentsEvents();
  const shown = loaded && !loading && !loadFailed;
  const replacedName = replaced ? i18n._(documentTypeLabels[replaced]) : '';
  return (
    <main className="page">
      <h1>
        <Trans>Documents</Trans>
      </h1>
      {loading ? <Loader label={t`Loading your documents…`} /> : null}
      {loadFailed ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {shown ? (
        <>
          <p>
            <Trans>
              The documents {loaded.catalog.courseName} requires before it starts, and what support decided.
            </Trans>
          </p>
          {loaded.catalog.documents.length === 0 ? (
            <p>
              <Trans>This course needs no documents.</Trans>
            </p>
          ) : null}
          {replaced ? (
            <Alert tone="success">
              <Trans>{replacedName}: your new file was filed.</Trans>
            </Alert>
          ) : null}
          {/* A document that could not be shown (a refused file is worded in its own card). */}
          {failure && !refusedType ? <Alert tone="error">{failureText}</Alert> : null}
          <DocumentCards
            loaded={loaded}
            sending={sending}
            refused={failure && refusedType ? { documentType: refusedType, message: failureText } : undefined}
            onUpload={events.upload}
            onView={events.view}
          />
        </>
      ) : null}
    </main>
  );
}
