import { Trans } from '@lingui/react/macro';

import type { ReceiptNotice } from '@machines/thankYou';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';

interface ReceiptNoticeAlertProps {
  notice?: ReceiptNotice;
}

/** The outcome of the last receipt download or e-mail. */
export function ReceiptNoticeAlert({ notice }: ReceiptNoticeAlertProps) {
  const failureText = useFailureMessage(notice?.kind === 'failed' ? notice.failure : undefined);
  if (!notice) return null;
  if (notice.kind === 'failed') return <Alert tone="error">{failureText}</Alert>;
  const emailId = notice.emailId;
  return (
    <Alert tone="success">
      <Trans>Receipt sent to {emailId}.</Trans>
    </Alert>
  );
}
