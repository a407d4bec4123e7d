import { fromPromise } from 'xstate';

import type { ConnectedAccountList, connectedAccountsMachine, ProviderInput } from '@machines/connectedAccounts';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import type { ImplementationsOf } from '@shared/flows/implementations';

/**
 * The integration page's I/O (02 §2 integration). No provider SDK runs in the browser (docs/decisions.md, Social
 * sign-in), so connect sends the provider without an ID token: the server answers why it cannot connect.
 */
export const createConnectedAccountsActors = (api: StudentEndpoints) => ({
  loadAccounts: fromPromise<ConnectedAccountList>(async ({ signal }) => (await api.connectedAccounts(signal)).data),
  connectAccount: fromPromise<ConnectedAccountList, ProviderInput>(
    async ({ input, signal }) => (await api.connectAccount({ provider: input.provider }, signal)).data,
  ),
  disconnectAccount: fromPromise<ConnectedAccountList, ProviderInput>(
    async ({ input, signal }) => (await api.disconnectAccount(input.provider, signal)).data,
  ),
});

export const createConnectedAccountsImplementations = ({ api }: { api: StudentEndpoints }) =>
  ({ actors: createConnectedAccountsActors(api) }) satisfies ImplementationsOf<typeof connectedAccountsMachine>;
