import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { PaymentMethodChoice } from '@machines/payment';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';

import { MethodChoice } from './MethodChoice';
import { BypassSection, CardSection, ParentRequestSection, PayLaterSection, WalletSection } from './MethodSections';
import { OrderSummary } from './OrderSummary';
import { PaymentContext } from './PaymentContext';
import { PaymentRequestedModal } from './PaymentRequestedModal';
import { currentMethod, loaderShown, offeredMethods, paying } from './paymentSelectors';
import { RedirectLoader } from './RedirectLoader';
import { usePaymentEvents } from './usePaymentEvents';

const sections: Record<PaymentMethodChoice, () => ReactNode> = {
  card: CardSection,
  wallet: WalletSection,
  payLater: PayLaterSection,
  parentRequest: ParentRequestSection,
};

/** The payment panel of the cart pages (02 §2–§4): summary, ways to pay, the loader and the modals. */
export function PaymentView() {
  const order = PaymentContext.useSelector((s) => s.context.order);
  const options = PaymentContext.useSelector((s) => s.context.options);
  const free = PaymentContext.useSelector(
    (s) => s.matches('bypass') || (s.matches('completed') && s.context.order.payment.totalAmount === 0),
  );
  const alreadyPaid = PaymentContext.useSelector((s) => s.matches('alreadyPaid'));
  const leaving = PaymentContext.useSelector((s) => s.matches('pending') || s.matches('finished'));
  return (
    <section className="payment" aria-labelledby="payment-heading">
      <h2 id="payment-heading">
        <Trans>Payment</Trans>
      </h2>
      <OrderSummary courseNames={order.courseNames} totalAmount={order.payment.totalAmount} />
      {alreadyPaid ? (
        <AlreadyPaidNotice />
      ) : leaving ? (
        <DashboardLoader />
      ) : free ? (
        <BypassSection />
      ) : (
        <Methods offered={offeredMethods(options)} />
      )}
      <PaymentLoader />
      <RequestedModal />
    </section>
  );
}

function Methods({ offered }: { offered: PaymentMethodChoice[] }) {
  const method = PaymentContext.useSelector(currentMethod);
  const busy = PaymentContext.useSelector(paying);
  const { selectMethod } = usePaymentEvents();
  const Section = method ? sections[method] : null;
  return (
    <>
      <MethodChoice offered={offered} current={method} disabled={busy} onSelect={selectMethod} />
      {Section ? (
        <Section />
      ) : (
        <p>
          <Trans>Choose how you want to pay.</Trans>
        </p>
      )}
    </>
  );
}

function PaymentLoader() {
  const shown = PaymentContext.useSelector(loaderShown);
  const progress = PaymentContext.useSelector((s) => s.context.progress);
  return shown ? <RedirectLoader progress={progress} /> : null;
}

function RequestedModal() {
  const requestEmail = PaymentContext.useSelector((s) => (s.matches('requested') ? s.context.requestEmail : undefined));
  const { closeRequested } = usePaymentEvents();
  return requestEmail === undefined ? null : (
    <PaymentRequestedModal requestEmail={requestEmail} onDone={closeRequested} />
  );
}

function AlreadyPaidNotice() {
  const failure = PaymentContext.useSelector((s) => s.context.failure);
  const message = useFailureMessage(failure);
  return (
    <div className="payment-method">
      <Alert tone="error">{message}</Alert>
      <Link to="/home/dashboard">
        <Trans>Go to your dashboard</Trans>
      </Link>
    </div>
  );
}

function DashboardLoader() {
  const { t } = useLingui();
  return <Loader label={t`Opening your dashboard`} />;
}
