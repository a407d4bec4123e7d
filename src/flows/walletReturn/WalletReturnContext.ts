import { createActorContext } from '@xstate/react';

import { walletReturnMachine } from '@machines/entryLink';

export const WalletReturnContext = createActorContext(walletReturnMachine);
