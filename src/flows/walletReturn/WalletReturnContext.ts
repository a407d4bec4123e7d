import { walletReturnMachine } from '@machines/entryLink';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const WalletReturnContext = createFlowContext(walletReturnMachine);
