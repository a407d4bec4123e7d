import { useIntents } from '@shared/flows/useIntents';

import { ResetPasswordContext } from './ResetPasswordContext';

/** The user's intents in the reset-password flow; views never build event objects. */
export function useResetPasswordEvents() {
  return useIntents(ResetPasswordContext, (send) => ({
    submitPassword: (password: string) => send({ type: 'password.submit', password }),
  }));
}
