import { fromPromise } from 'xstate';
import type { WalletUser } from '@machines/entryLink';
import type { EntryLinksEndpoints } from '@app/shared/api/endpoints/entryLinks';
import { walletClient, walletUserOf } from './walletReturn';

/** The real I/O of the wallet return: the server's wallet adapter (token, then profile). */
export const createWalletReturnActors = (api: EntryLinksEndpoints) => ({
  readWalletUser: fromPromise<WalletUser, { code: string }>(async ({ input, signal }) => {
    const token = await api.walletToken(input.code, walletClient, signal);
    const profile = await api.walletProfile(token.access_token, signal);
    return walletUserOf(profile);
  }),
});
