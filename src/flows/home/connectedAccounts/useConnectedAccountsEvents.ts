import type { SocialProvider } from '@machines/connectedAccounts';
import { useIntents } from '@shared/flows/useIntents';

import { ConnectedAccountsContext } from './ConnectedAccountsContext';

export function useConnectedAccountsEvents() {
  return useIntents(ConnectedAccountsContext, (send) => ({
    connect: (provider: SocialProvider) => send({ type: 'account.connect', provider }),
    disconnect: (provider: SocialProvider) => send({ type: 'account.disconnect', provider }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
