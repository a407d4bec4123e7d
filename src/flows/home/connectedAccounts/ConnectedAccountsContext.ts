import { connectedAccountsMachine } from '@machines/connectedAccounts';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ConnectedAccountsContext = createFlowContext(connectedAccountsMachine);
