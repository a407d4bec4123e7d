import { useIntents } from '@shared/flows/useIntents';

import { AuthCheckContext } from './AuthCheckContext';

/** The user's intents on the auth-check screen. */
export function useAuthCheckEvents() {
  return useIntents(AuthCheckContext, (send) => ({ retry: () => send({ type: 'retry.request' }) }));
}
