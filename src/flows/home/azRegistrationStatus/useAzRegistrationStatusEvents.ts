import { useIntents } from '@shared/flows/useIntents';

import { AzRegistrationStatusContext } from './AzRegistrationStatusContext';

export function useAzRegistrationStatusEvents() {
  return useIntents(AzRegistrationStatusContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
  }));
}
