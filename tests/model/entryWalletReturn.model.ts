import { walletReturnMachine } from '@machines/entryLink';

import { refusal } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { type FlowModel, outcomesOf, timers } from './harness/model';

/** Back to the page that opened the provider (/registerfast when there is no history). */
const back = navigate('/registerfast', { back: true });

export const entryWalletReturnModel: FlowModel<typeof walletReturnMachine> = {
  id: 'walletReturn',
  title: 'Wallet sign-in return (/paypal-auth): code → token → profile, store the wallet user, go back (01 §4)',
  machine: walletReturnMachine,
  input: { code: 'sandbox-code-1' },
  inputs: [{ name: 'no code', input: {} }],
  events: (s) => [
    ...outcomesOf(s, 'readWalletUser', {
      answers: [
        { firstName: 'Ana', lastName: 'Diaz', emailId: 'ana@example.com' },
        { firstName: 'Ana', lastName: 'Diaz', emailId: null },
      ],
      failures: [refusal(400, 'invalid_grant', 'The code is invalid.')],
    }),
    ...timers(s),
  ],
  sideEffects: {
    returned: ({ event }) => {
      if (event.type === 'xstate.done.actor.readWalletUser') {
        const user = event.output as { firstName: string; lastName: string; emailId: string | null };
        // With an e-mail the wallet user is stored for the express form; without one nothing is.
        return user.emailId
          ? [
              effect('storeWalletUser', { firstName: user.firstName, lastName: user.lastName, emailId: user.emailId }),
              back,
            ]
          : [back];
      }
      // No code, or the exchange failed: 'error' is stored for the express page to say so.
      return [effect('storeWalletError'), back];
    },
  },
};
