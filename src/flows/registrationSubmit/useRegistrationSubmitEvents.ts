import { useMemo } from 'react';

import { RegistrationSubmitContext } from './RegistrationSubmitContext';

/** The user's intents in the registration modals; views never build event objects. */
export function useRegistrationSubmitEvents() {
  const actor = RegistrationSubmitContext.useActorRef();
  return useMemo(
    () => ({
      optInToSms: () => actor.send({ type: 'sms.optIn' }),
      declineSms: () => actor.send({ type: 'sms.decline' }),
      dismissSmsAlert: () => actor.send({ type: 'sms.dismiss' }),
      logIn: () => actor.send({ type: 'account.login' }),
      useAnotherEmail: () => actor.send({ type: 'email.change' }),
      dismissError: () => actor.send({ type: 'error.dismiss' }),
    }),
    [actor],
  );
}
