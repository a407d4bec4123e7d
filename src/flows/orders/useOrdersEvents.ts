import { useIntents } from '@shared/flows/useIntents';

import { OrdersContext } from './OrdersContext';

/** The user's intents on the order history; views never build event objects. */
export function useOrdersEvents() {
  return useIntents(OrdersContext, (send) => ({ retry: () => send({ type: 'retry.request' }) }));
}
