import { createFlowContext } from '@shared/flows/createFlowContext';

import { ordersMachine } from '@machines/orders';

export const OrdersContext = createFlowContext(ordersMachine);
