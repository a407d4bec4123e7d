import { Trans, useLingui } from '@lingui/react/macro';

import { formatReceiptMoney } from '@shared/format/receiptFormat';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { RefundChoiceForm } from './RefundChoiceForm';
import { RefundConfirm } from './RefundConfirm';
import { RefundContext } from './RefundContext';
import { useRefundEvents } from './useRefundEvents';

/** /home/refund: the purchases with what may be refunded, a reason, the confirmation, the outcome (02 §2 refund). */
export function RefundView() {
  const { t, i18n } = useLingui();
  const loading = RefundContext.useSelector((s) => s.matches('loading'));
  const loadFailed = RefundContext.useSelector((s) => s.matches('loadFailed'));
  const choosing = RefundContext.useSelector((s) => s.matches('choosing'));
  const confirming = RefundContext.useSelector((s) => s.matches('confirming') || s.matches('submitting'));
  const busy = RefundContext.useSelector((s) => s.matches('submitting'));
  const purchases = RefundContext.useSelector((s) => s.context.purchases);
  const draft = RefundContext.useSelector((s) => s.context.draft);
  const amount = RefundContext.useSelector((s) => s.context.amount);
  const refund = RefundContext.useSelector((s) => (s.matches('done') ? s.context.refund : undefined));
  const failure = RefundContext.useSelector((s) =>
    s.matches('loadFailed') || s.matches('confirming') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useRefundEvents();
  const refunded = refund ? formatReceiptMoney(refund.amount, i18n.locale) : '';
  return (
    <main className="page">
      <h1>
        <Trans>Refund</Trans>
      </h1>
      {loading ? <Loader label={t`Loading your purchases…`} /> : null}
      {loadFailed ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {choosing && purchases.length === 0 ? (
        <p>
          <Trans>You have no paid purchases to refund.</Trans>
        </p>
      ) : null}
      {choosing
        ? purchases.map((purchase) => (
            <section className="page__section" key={purchase.studentPaymentTrxId}>
              <RefundChoiceForm purchase={purchase} onReview={events.review} />
            </section>
          ))
        : null}
      {confirming && draft ? (
        <RefundConfirm
          purchase={purchases.find((p) => p.studentPaymentTrxId === draft.studentPaymentTrxId)}
          draft={draft}
          amount={amount}
          failureText={failure ? failureText : null}
          busy={busy}
          onConfirm={events.confirm}
          onBack={events.back}
        />
      ) : null}
      {refund ? (
        <section className="page__section">
          <Alert tone="success">
            {refund.status === 'refunded' ? (
              <Trans>Your refund of {refunded} was made. We sent you a receipt by e-mail.</Trans>
            ) : refund.review ? (
              <Trans>
                Your request for {refunded} was sent to support. We will e-mail you their decision; nothing is refunded
                until then.
              </Trans>
            ) : (
              <Trans>Your refund request of {refunded} was recorded.</Trans>
            )}
          </Alert>
          <Button onClick={events.openSummary}>
            <Trans>See your refunds</Trans>
          </Button>
        </section>
      ) : null}
    </main>
  );
}
