import { expect } from 'vitest';

import type { walletReturnMachine } from '@machines/entryLink';
import { WalletReturnContext } from '@flows/walletReturn/WalletReturnContext';
import { WalletReturnView } from '@flows/walletReturn/WalletReturnView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';

export const entryWalletReturnView: FlowViewDriver<typeof walletReturnMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/paypal-auth?code=sandbox-code-1">
      <WalletReturnContext.Provider logic={logic} options={options}>
        <WalletReturnView />
      </WalletReturnContext.Provider>
    </TestProviders>
  ),
  perform: {},
  expectScreen: (_, { screen }) => {
    expect(screen.getByRole('status')).toHaveTextContent('Reading your wallet sign-in…');
  },
};
