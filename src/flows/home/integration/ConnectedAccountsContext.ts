import { createFlowContext } from '@shared/flows/createFlowContext';

import { connectedAccountsMachine } from '@machines/connectedAccounts';

export const ConnectedAccountsContext = createFlowContext(connectedAccountsMachine);
