import { type CheckoutOrder, paymentMachine, type PaymentOptions } from '@machines/payment';
import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createPaymentImplementations } from './payment.actors';
import { PaymentContext } from './PaymentContext';
import { PaymentView } from './PaymentView';

import './payment.css';

interface PaymentFlowProps {
  order: CheckoutOrder;
  options: PaymentOptions;
}

/** The payment panel the cart pages render once the student proceeds: the machine with the app's I/O. */
export function PaymentFlow({ order, options }: PaymentFlowProps) {
  const { storage } = useServices();
  const checkoutApi = useEndpoints(checkoutEndpoints);
  const courseCheckoutApi = useEndpoints(courseCheckoutEndpoints);
  const logic = useFlowLogic((navigate) =>
    paymentMachine.provide(createPaymentImplementations({ checkoutApi, courseCheckoutApi, storage, navigate })),
  );
  // The order a panel pays is the one it opened with: a changed cart opens a new panel (a new `key`).
  const input = useOnce(() => ({ order, options }));
  return (
    <PaymentContext.Provider logic={logic} options={{ input }}>
      <PaymentView />
    </PaymentContext.Provider>
  );
}
