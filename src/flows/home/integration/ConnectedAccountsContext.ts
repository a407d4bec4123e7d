import { createActorContext } from '@xstate/react';

import { connectedAccountsMachine } from '@machines/connectedAccounts';

export const ConnectedAccountsContext = createActorContext(connectedAccountsMachine);
