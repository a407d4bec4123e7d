import { ordersMachine } from '@machines/orders';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const OrdersContext = createFlowContext(ordersMachine);
