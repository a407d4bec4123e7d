import { useMemo } from 'react';

import { RegistrationContext } from './RegistrationContext';

/** The user's intents on the registration page; views never build event objects. */
export function useRegistrationEvents() {
  const actor = RegistrationContext.useActorRef();
  return useMemo(
    () => ({
      selectState: (stateId: number) => actor.send({ type: 'state.select', stateId }),
      retry: () => actor.send({ type: 'setup.retry' }),
    }),
    [actor],
  );
}
