import { useMemo } from 'react';

import { ResetPasswordContext } from './ResetPasswordContext';

/** The user's intents in the reset-password flow; views never build event objects. */
export function useResetPasswordEvents() {
  const actor = ResetPasswordContext.useActorRef();
  return useMemo(
    () => ({ submitPassword: (password: string) => actor.send({ type: 'password.submit', password }) }),
    [actor],
  );
}
