import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { RefundRequestCard } from './RefundRequestCard';
import { RefundSummaryContext } from './RefundSummaryContext';
import { useRefundSummaryEvents } from './useRefundSummaryEvents';

/** /home/refund-summary: the student's refund requests (02 §2 refund-summary). */
export function RefundSummaryView() {
  const { t } = useLingui();
  const loading = RefundSummaryContext.useSelector((s) => s.matches('loading'));
  const loadFailed = RefundSummaryContext.useSelector((s) => s.matches('loadFailed'));
  const listed = RefundSummaryContext.useSelector((s) => s.matches('listed'));
  const requests = RefundSummaryContext.useSelector((s) => s.context.requests);
  const failure = RefundSummaryContext.useSelector((s) => (s.matches('loadFailed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const events = useRefundSummaryEvents();
  return (
    <main className="page">
      <h1>
        <Trans>Your refunds</Trans>
      </h1>
      {loading ? <Loader label={t`Loading your refunds…`} /> : null}
      {loadFailed ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {listed && requests.length === 0 ? (
        <p>
          <Trans>You have not asked for a refund.</Trans>
        </p>
      ) : null}
      {listed ? requests.map((request) => <RefundRequestCard key={request.refundRequestId} request={request} />) : null}
      {listed ? (
        <Button variant="secondary" onClick={events.startRefund}>
          <Trans>Ask for a refund</Trans>
        </Button>
      ) : null}
    </main>
  );
}
