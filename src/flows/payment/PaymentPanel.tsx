import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paymentMachine, type CheckoutOrder, type PaymentOptions } from '@machines/payment';
import { checkoutEndpoints } from '@app/shared/api/endpoints/checkout';
import { courseCheckoutEndpoints } from '@app/shared/api/endpoints/courseCheckout';
import { useEndpoints, useServices } from '@app/shared/services';
import { createPaymentActors } from './payment.actors';
import { PaymentContext } from './PaymentContext';
import { storeParentRequest, storePurchase } from './paymentStorage';
import { PaymentView } from './PaymentView';
import './payment.css';

interface PaymentPanelProps {
  order: CheckoutOrder;
  options: PaymentOptions;
}

/** The payment panel the cart pages render once the student proceeds: the machine with the app's I/O. */
export function PaymentPanel({ order, options }: PaymentPanelProps) {
  const { storage } = useServices();
  const checkoutApi = useEndpoints(checkoutEndpoints);
  const courseCheckoutApi = useEndpoints(courseCheckoutEndpoints);
  const navigate = useNavigate();
  // The machine is created once; navigation must always use the current router function.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const logic = useMemo(
    () =>
      paymentMachine.provide({
        actors: createPaymentActors(checkoutApi, courseCheckoutApi),
        actions: {
          navigate: (_, { to }) => navigateRef.current(to),
          storePurchase: (_, purchase) => storePurchase(storage, purchase),
          storeParentRequest: () => storeParentRequest(storage),
        },
      }),
    [checkoutApi, courseCheckoutApi, storage],
  );
  // The order a panel pays is the one it opened with: a changed cart opens a new panel (a new `key`).
  const input = useMemo(() => ({ order, options }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <PaymentContext.Provider logic={logic} options={{ input }}>
      <PaymentView />
    </PaymentContext.Provider>
  );
}
