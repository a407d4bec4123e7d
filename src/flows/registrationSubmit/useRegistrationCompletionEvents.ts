import type { ActorRefFrom } from 'xstate';

import type { registrationCompletionMachine } from '@machines/registrationSubmit';
import { useIntents } from '@shared/flows/useIntents';

export type RegistrationCompletionRef = ActorRefFrom<typeof registrationCompletionMachine>;

/** The user's intents in the completion steps; views never build event objects. */
export function useRegistrationCompletionEvents(actor: RegistrationCompletionRef) {
  // The submit flow's child actor, handed down as a prop rather than provided by an actor context.
  return useIntents({ useActorRef: () => actor }, (send) => ({
    emailVerified: () => send({ type: 'email.verified' }),
    retryCheckout: () => send({ type: 'checkout.retry' }),
    retryStudent: () => send({ type: 'student.retry' }),
    logIn: () => send({ type: 'account.login' }),
  }));
}
