import { useLocation } from 'react-router-dom';

import { ordersMachine } from '@machines/orders';
import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createOrdersImplementations } from './orders.actors';
import { OrdersContext } from './OrdersContext';
import { OrdersView } from './OrdersView';

/** Routes /home/myorders and /home/billing: the purchase history. */
export default function OrdersFlow() {
  const { storage } = useServices();
  const api = useEndpoints(checkoutEndpoints);
  const { pathname } = useLocation();
  const logic = useFlowLogic(() => ordersMachine.provide(createOrdersImplementations({ api })));
  const input = useOnce(() => ({ studentId: storage.get('studentId') }));
  return (
    <OrdersContext.Provider logic={logic} options={{ input }}>
      <OrdersView heading={pathname.endsWith('/billing') ? 'billing' : 'orders'} />
    </OrdersContext.Provider>
  );
}
