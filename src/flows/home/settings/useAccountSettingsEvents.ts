import { useMemo } from 'react';

import { AccountSettingsContext } from './AccountSettingsContext';

export function useAccountSettingsEvents() {
  const actor = AccountSettingsContext.useActorRef();
  return useMemo(() => ({ retry: () => actor.send({ type: 'retry.request' }) }), [actor]);
}
