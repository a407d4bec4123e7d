import { useMemo } from 'react';

import { SessionContext } from './SessionContext';

/** The user's intents toward the session; views never build event objects. */
export function useSessionEvents() {
  const actor = SessionContext.useActorRef();
  return useMemo(
    () => ({
      logout: () => actor.send({ type: 'session.logout' }),
      /** 'Yes' in 'Are you still there?'. */
      stillHere: () => actor.send({ type: 'presence.confirm' }),
      activity: () => actor.send({ type: 'activity.detect' }),
      acknowledgeExpiry: () => actor.send({ type: 'expiry.acknowledge' }),
    }),
    [actor],
  );
}
