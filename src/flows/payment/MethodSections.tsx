import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { CardForm } from './CardForm';
import { ParentRequestForm } from './ParentRequestForm';
import { PaymentContext } from './PaymentContext';
import { usePaymentEvents } from './usePaymentEvents';

/** The last refusal, worded, with 'Try again' (the same attempt). */
function RetryFailure() {
  const failure = PaymentContext.useSelector((s) => s.context.failure);
  const message = useFailureMessage(failure);
  const { retry } = usePaymentEvents();
  return <RetryPanel message={message} onRetry={retry} />;
}

function TokensLoader() {
  const { t } = useLingui();
  return <Loader label={t`Loading payment options`} />;
}

/** Card: the sandbox hint, the card form (kept under the loader while paying) and a refused card's message. */
export function CardSection() {
  const loading = PaymentContext.useSelector((s) => s.matches({ methods: { card: 'loadingTokens' } }));
  const retryable = PaymentContext.useSelector((s) => s.hasTag('retryable'));
  const sandbox = PaymentContext.useSelector((s) => s.context.clientTokens?.card.sandbox === true);
  const busy = PaymentContext.useSelector((s) => s.matches('cardPaying'));
  const refusal = PaymentContext.useSelector((s) =>
    s.matches({ methods: { card: 'editing' } }) ? s.context.failure : undefined,
  );
  const refusalText = useFailureMessage(refusal);
  const { payByCard } = usePaymentEvents();
  if (loading) return <TokensLoader />;
  return (
    <div className="payment-method">
      {retryable ? <RetryFailure /> : null}
      {/* After a failed charge only 'Try again' may repeat it (same attempt); the form stays, hidden, with its values. */}
      <div className="payment-method" hidden={retryable}>
        {sandbox ? (
          <Alert tone="info">
            <Trans>Test mode: use card 4242 4242 4242 4242</Trans>
          </Alert>
        ) : null}
        {refusal ? <Alert tone="error">{refusalText}</Alert> : null}
        <CardForm busy={busy} refusal={refusal ? refusalText : undefined} onSubmit={payByCard} />
      </div>
    </div>
  );
}

/** Wallet: PayPal through the server's wallet gateway. */
export function WalletSection() {
  const loading = PaymentContext.useSelector((s) => s.matches({ methods: { wallet: 'loadingTokens' } }));
  const retryable = PaymentContext.useSelector((s) => s.hasTag('retryable'));
  const unavailable = PaymentContext.useSelector((s) => s.matches({ methods: { wallet: 'unavailable' } }));
  const busy = PaymentContext.useSelector((s) => s.matches('walletPaying'));
  const { payByWallet } = usePaymentEvents();
  if (loading) return <TokensLoader />;
  if (retryable) return <RetryFailure />;
  if (unavailable)
    return (
      <Alert tone="info">
        <Trans>PayPal is not available right now. Please choose another payment method.</Trans>
      </Alert>
    );
  return (
    <div className="payment-method">
      <Button busy={busy} onClick={payByWallet}>
        <Trans>Pay with PayPal</Trans>
      </Button>
    </div>
  );
}

/** 02 §4 Pay later: enrolled now, the course shows as payment pending. */
export function PayLaterSection() {
  const retryable = PaymentContext.useSelector((s) => s.hasTag('retryable'));
  const busy = PaymentContext.useSelector((s) => s.matches('payingLater') || s.matches('pending'));
  const { payLater } = usePaymentEvents();
  if (retryable) return <RetryFailure />;
  return (
    <div className="payment-method">
      <p>
        <Trans>Start your course now and pay later. Your course shows as payment pending on your dashboard.</Trans>
      </p>
      <Button busy={busy} onClick={payLater}>
        <Trans>Enroll and pay later</Trans>
      </Button>
    </div>
  );
}

/** 02 §4 Parent payment request. */
export function ParentRequestSection() {
  const retryable = PaymentContext.useSelector((s) => s.hasTag('retryable'));
  const busy = PaymentContext.useSelector((s) => s.matches('requestingParent'));
  const { askParent } = usePaymentEvents();
  if (retryable) return <RetryFailure />;
  return (
    <div className="payment-method">
      <ParentRequestForm busy={busy} onSubmit={askParent} />
    </div>
  );
}

/** 02 §4 Payment bypass: nothing to pay. */
export function BypassSection() {
  const retryable = PaymentContext.useSelector((s) => s.hasTag('retryable'));
  const busy = PaymentContext.useSelector((s) => s.matches({ bypass: 'checkingOut' }) || s.matches('completed'));
  const { completeEnrollment } = usePaymentEvents();
  if (retryable) return <RetryFailure />;
  return (
    <div className="payment-method">
      <p>
        <Trans>Nothing to pay: your order is free.</Trans>
      </p>
      <Button busy={busy} onClick={completeEnrollment}>
        <Trans>Complete enrollment</Trans>
      </Button>
    </div>
  );
}
