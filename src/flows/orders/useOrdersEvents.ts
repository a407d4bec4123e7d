import { useMemo } from 'react';

import { OrdersContext } from './OrdersContext';

/** The user's intents on the order history; views never build event objects. */
export function useOrdersEvents() {
  const actor = OrdersContext.useActorRef();
  return useMemo(() => ({ retry: () => actor.send({ type: 'retry.request' }) }), [actor]);
}
