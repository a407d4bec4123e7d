import { useMemo } from 'react';

import { AuthCheckContext } from './AuthCheckContext';

/** The user's intents on the auth-check screen. */
export function useAuthCheckEvents() {
  const actor = AuthCheckContext.useActorRef();
  return useMemo(() => ({ retry: () => actor.send({ type: 'retry.request' }) }), [actor]);
}
