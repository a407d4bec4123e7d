import { useIntents } from '@shared/flows/useIntents';

import { AccountSettingsContext } from './AccountSettingsContext';

export function useAccountSettingsEvents() {
  return useIntents(AccountSettingsContext, (send) => ({ retry: () => send({ type: 'retry.request' }) }));
}
