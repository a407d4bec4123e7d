import type { SocialProvider } from '@contracts/auth';
import type { ConnectedAccount, ConnectedAccountList } from '@contracts/connectedAccounts';

import type { Failure } from '../shared/failure';

export type { ConnectedAccount, ConnectedAccountList, SocialProvider };

export interface ConnectedAccountsContext {
  /** Every provider with its state, as the server last answered. */
  accounts: ConnectedAccount[];
  /** The provider the last connect or disconnect was for (its button is busy; the answer names it). */
  target?: SocialProvider;
  failure?: Failure;
}

export type ConnectedAccountsEvent =
  | { type: 'account.connect'; provider: SocialProvider }
  | { type: 'account.disconnect'; provider: SocialProvider }
  | { type: 'retry.request' };

export interface ProviderInput {
  provider: SocialProvider;
}
