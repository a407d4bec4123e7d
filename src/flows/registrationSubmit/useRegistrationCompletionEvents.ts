import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';

import type { registrationCompletionMachine } from '@machines/registrationSubmit';

export type RegistrationCompletionRef = ActorRefFrom<typeof registrationCompletionMachine>;

/** The user's intents in the completion steps; views never build event objects. */
export function useRegistrationCompletionEvents(actor: RegistrationCompletionRef) {
  return useMemo(
    () => ({
      emailVerified: () => actor.send({ type: 'email.verified' }),
      retryCheckout: () => actor.send({ type: 'checkout.retry' }),
      retryStudent: () => actor.send({ type: 'student.retry' }),
      logIn: () => actor.send({ type: 'account.login' }),
    }),
    [actor],
  );
}
