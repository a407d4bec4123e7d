import { createActorContext } from '@xstate/react';

import { ordersMachine } from '@machines/orders';

export const OrdersContext = createActorContext(ordersMachine);
