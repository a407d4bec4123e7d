import { expect } from 'vitest';

import type { walletReturnMachine } from '@machines/entryLink';
import { WalletReturnContext } from '@flows/walletReturn/WalletReturnContext';
import { WalletReturnView } from '@flows/walletReturn/WalletReturnView';

import { type FlowViewDriver, renderInFlow } from './harness/view';

export const entryWalletReturnView: FlowViewDriver<typeof walletReturnMachine> = {
  render: renderInFlow('/paypal-auth?code=sandbox-code-1', WalletReturnContext, <WalletReturnView />),
  perform: {},
  expectScreen: (_, { screen }) => {
    expect(screen.getByRole('status')).toHaveTextContent('Reading your wallet sign-in…');
  },
};
