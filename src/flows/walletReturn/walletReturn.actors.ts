import { fromPromise } from 'xstate';

import type { walletReturnMachine, WalletUser } from '@machines/entryLink';
import type { EntryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

import { walletClient, walletDefaultPassword, walletUserOf } from './walletReturn';

/** The real I/O of the wallet return: the server's wallet adapter (token, then profile). */
export const createWalletReturnActors = (api: EntryLinksEndpoints) => ({
  readWalletUser: fromPromise<WalletUser, { code: string }>(async ({ input, signal }) => {
    const token = await api.walletToken(input.code, walletClient, signal);
    const profile = await api.walletProfile(token.access_token, signal);
    return walletUserOf(profile);
  }),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createWalletReturnImplementations = ({
  api,
  storage,
  navigate,
}: FlowDeps & { api: EntryLinksEndpoints }) =>
  ({
    actors: createWalletReturnActors(api),
    actions: {
      storeWalletUser: (_, user) => storage.set('walletUserInfo', { ...user, password: walletDefaultPassword }),
      storeWalletError: () => storage.set('walletUserInfo', 'error'),
      navigate: navigateAction(navigate),
    },
  }) satisfies ImplementationsOf<typeof walletReturnMachine>;
