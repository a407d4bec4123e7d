import { walletReturnMachine } from '@machines/entryLink';
import { done, failed, invokes, timers, type FlowModel } from './harness/model';

export const entryWalletReturnModel: FlowModel<typeof walletReturnMachine> = {
  id: 'walletReturn',
  title: 'Wallet sign-in return (/paypal-auth): code → token → profile, store the wallet user, go back (01 §4)',
  machine: walletReturnMachine,
  input: { code: 'sandbox-code-1' },
  inputs: [{ name: 'no code', input: {} }],
  events: (s) => [
    ...(invokes(s, 'readWalletUser')
      ? [
          done('readWalletUser', { firstName: 'Ana', lastName: 'Diaz', emailId: 'ana@example.com' }),
          done('readWalletUser', { firstName: 'Ana', lastName: 'Diaz', emailId: null }),
          failed('readWalletUser', { kind: 'failure', httpStatus: 400, code: 'invalid_grant', message: 'The code is invalid.' }),
        ]
      : []),
    ...timers(s),
  ],
};
