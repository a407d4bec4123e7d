import { useMemo } from 'react';
import { cartMachine } from '@machines/cart';
import type { CartVariant, CheckoutOrder, PaymentOptions } from '@machines/shared/checkoutOrder';
import { checkoutEndpoints } from '@app/shared/api/endpoints/checkout';
import { registrationEndpoints } from '@app/shared/api/endpoints/registration';
import { useEndpoints, useServices } from '@app/shared/services';
import { PaymentPanel } from '@app/flows/payment/PaymentPanel';
import { CartContext } from './CartContext';
import { CartView } from './CartView';
import { createCartActors } from './cart.actors';
import { readCartEntry } from './cartEntry';
import './cart.css';

const renderPaymentPanel = (order: CheckoutOrder, options: PaymentOptions) => (
  // The panel keeps the order it opened with: a changed cart opens a new one.
  <PaymentPanel key={JSON.stringify(order.payment)} order={order} options={options} />
);

/** A cart route: the cart machine with the app's I/O and storage, showing the payment panel at checkout. */
export function CartPage({ variant }: { variant: CartVariant }) {
  const { storage } = useServices();
  const registrationApi = useEndpoints(registrationEndpoints);
  const checkoutApi = useEndpoints(checkoutEndpoints);
  // Read once per page visit: the machine owns the cart from here on.
  const input = useMemo(() => readCartEntry(storage, variant), [storage, variant]);
  const logic = useMemo(
    () =>
      cartMachine.provide({
        actors: createCartActors(registrationApi, checkoutApi),
        actions: {
          resetStoredSelection: () => storage.remove('cartSelection', 'audioUpgradeAdded', 'skipAudioUpsell'),
          storeAudioUpgrade: (_, params) => storage.set('audioUpgradeAdded', params.added ? 'true' : 'false'),
          storeAudioSkip: () => storage.set('skipAudioUpsell', 'true'),
          storeSelection: (_, params) => storage.set('cartSelection', params),
        },
      }),
    [registrationApi, checkoutApi, storage],
  );
  return (
    <CartContext.Provider logic={logic} options={{ input }}>
      <CartView renderCheckout={renderPaymentPanel} />
    </CartContext.Provider>
  );
}
