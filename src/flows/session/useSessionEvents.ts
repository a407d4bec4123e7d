import { useIntents } from '@shared/flows/useIntents';

import { SessionContext } from './SessionContext';

/** The user's intents toward the session; views never build event objects. */
export function useSessionEvents() {
  return useIntents(SessionContext, (send) => ({
    logout: () => send({ type: 'session.logout' }),
    /** 'Yes' in 'Are you still there?'. */
    stillHere: () => send({ type: 'presence.confirm' }),
    activity: () => send({ type: 'activity.detect' }),
    acknowledgeExpiry: () => send({ type: 'expiry.acknowledge' }),
  }));
}
