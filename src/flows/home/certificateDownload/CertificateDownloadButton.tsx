import { Trans, useLingui } from '@lingui/react/macro';

import { useIntents } from '@shared/flows/useIntents';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

import { CertificateDownloadContext } from './CertificateDownloadContext';

/** The download button and what it did: saving, saved, or why it failed (with another try). */
export function CertificateDownloadButton() {
  const { t } = useLingui();
  const busy = CertificateDownloadContext.useSelector((s) => s.matches('downloading'));
  const saved = CertificateDownloadContext.useSelector((s) => s.matches('downloaded'));
  const failure = CertificateDownloadContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { download } = useIntents(CertificateDownloadContext, (send) => ({
    download: () => send({ type: 'download.request' }),
  }));
  return (
    <>
      <p>
        <Button variant="primary" onClick={download} disabled={busy} aria-busy={busy}>
          {busy ? t`Preparing your certificate…` : t`Download certificate (PDF)`}
        </Button>
      </p>
      {saved ? (
        <p role="status">
          <Trans>Your certificate was downloaded.</Trans>
        </p>
      ) : null}
      {failure ? <Alert tone="error">{failureText}</Alert> : null}
    </>
  );
}
