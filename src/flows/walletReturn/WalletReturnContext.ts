import { createFlowContext } from '@shared/flows/createFlowContext';

import { walletReturnMachine } from '@machines/entryLink';

export const WalletReturnContext = createFlowContext(walletReturnMachine);
