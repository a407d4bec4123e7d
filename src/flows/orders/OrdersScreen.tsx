import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ordersMachine } from '@machines/orders';
import { checkoutEndpoints } from '@app/shared/api/endpoints/checkout';
import { useEndpoints, useServices } from '@app/shared/services';
import { OrdersContext } from './OrdersContext';
import { OrdersView } from './OrdersView';
import { createOrdersActors } from './orders.actors';

/** Routes /home/myorders and /home/billing: the purchase history. */
export default function OrdersScreen() {
  const { storage } = useServices();
  const api = useEndpoints(checkoutEndpoints);
  const { pathname } = useLocation();
  const logic = useMemo(() => ordersMachine.provide({ actors: createOrdersActors(api) }), [api]);
  return (
    <OrdersContext.Provider logic={logic} options={{ input: { studentId: storage.get('studentId') } }}>
      <OrdersView heading={pathname.endsWith('/billing') ? 'billing' : 'orders'} />
    </OrdersContext.Provider>
  );
}
