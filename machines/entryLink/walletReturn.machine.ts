import { setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { provided } from '../shared/provided';
import type { WalletReturnContext, WalletReturnInput, WalletUser } from './walletReturn.types';

/** 01 §4 Wallet sign-in return (/paypal-auth): code → access token → profile, then back. */
export const walletReturnMachine = setup({
  types: {
    context: {} as WalletReturnContext,
    input: {} as WalletReturnInput,
  },
  actors: {
    /** Exchanges the code for an access token, then reads the profile with it. */
    readWalletUser: provided<WalletUser, { code: string }>('readWalletUser'),
  },
  actions: {
    /** Stores walletUserInfo: names, e-mail and the fixed default password. */
    storeWalletUser: (_, _params: { firstName: string; lastName: string; emailId: string }) => {},
    /** Stores walletUserInfo 'error'. */
    storeWalletError: () => {},
    /** Back to the page that opened the provider (/registerfast when there is no history). */
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    hasCode: ({ context }) => Boolean(context.code),
    hasEmail: (_, user: WalletUser) => Boolean(user.emailId),
  },
}).createMachine({
  id: 'walletReturn',
  context: ({ input }) => ({ code: input.code }),
  initial: 'reading',
  states: {
    reading: {
      always: [
        { guard: 'hasCode', target: 'exchanging' },
        {
          target: 'returned',
          description: 'No code: the sign-in failed.',
          actions: [
            'storeWalletError',
            { type: 'navigate', params: { to: routes.expressRegistration, replace: true, back: true } },
          ],
        },
      ],
    },
    exchanging: {
      description: 'A loader while the code is exchanged and the profile read.',
      meta: { spec: '01 §4 Wallet sign-in return' },
      invoke: {
        id: 'readWalletUser',
        src: 'readWalletUser',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: [
          {
            guard: { type: 'hasEmail', params: ({ event }) => event.output },
            target: 'returned',
            description: 'An e-mail is present: first and last name, e-mail and the default password are stored.',
            actions: [
              {
                type: 'storeWalletUser',
                params: ({ event }) => ({
                  firstName: event.output.firstName,
                  lastName: event.output.lastName,
                  emailId: event.output.emailId ?? '',
                }),
              },
              { type: 'navigate', params: { to: routes.expressRegistration, replace: true, back: true } },
            ],
          },
          {
            target: 'returned',
            description: 'No e-mail in the profile: nothing is stored.',
            actions: { type: 'navigate', params: { to: routes.expressRegistration, replace: true, back: true } },
          },
        ],
        onError: {
          target: 'returned',
          description: "On failure 'error' is stored.",
          actions: [
            'storeWalletError',
            { type: 'navigate', params: { to: routes.expressRegistration, replace: true, back: true } },
          ],
        },
      },
    },
    returned: { type: 'final' },
  },
});
