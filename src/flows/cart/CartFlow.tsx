import { cartMachine } from '@machines/cart';
import type { CartVariant, CheckoutOrder, PaymentOptions } from '@machines/shared/checkoutOrder';
import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';
import { PaymentFlow } from '@flows/payment/PaymentFlow';

import { createCartImplementations } from './cart.actors';
import { CartContext } from './CartContext';
import { readCartEntry } from './cartEntry';
import { CartView } from './CartView';

import './cart.css';

const renderPaymentFlow = (order: CheckoutOrder, options: PaymentOptions) => (
  // The panel keeps the order it opened with: a changed cart opens a new one.
  <PaymentFlow key={JSON.stringify(order.payment)} order={order} options={options} />
);

/** The cart routes (one per variant, src/app/homeRoutes.tsx): the cart machine, showing the payment flow at checkout. */
export default function CartFlow({ variant }: { variant: CartVariant }) {
  const { storage } = useServices();
  const registrationApi = useEndpoints(registrationEndpoints);
  const checkoutApi = useEndpoints(checkoutEndpoints);
  // The machine owns the cart from here on.
  const input = useOnce(() => readCartEntry(storage, variant));
  const logic = useFlowLogic(() =>
    cartMachine.provide(createCartImplementations({ registrationApi, checkoutApi, storage })),
  );
  return (
    <CartContext.Provider logic={logic} options={{ input }}>
      <CartView renderCheckout={renderPaymentFlow} />
    </CartContext.Provider>
  );
}
