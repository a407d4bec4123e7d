import { useIntents } from '@shared/flows/useIntents';

import { RegistrationContext } from './RegistrationContext';

/** The user's intents on the registration page; views never build event objects. */
export function useRegistrationEvents() {
  return useIntents(RegistrationContext, (send) => ({
    selectState: (stateId: number) => send({ type: 'state.select', stateId }),
    retry: () => send({ type: 'setup.retry' }),
  }));
}
