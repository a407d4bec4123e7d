import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { Outbox } from './mail/outbox';
import type { SocialProviderRegistry } from './auth/social';
import type { GatewayRegistry } from './payments/gateways';
import type { ReviewsProvider } from './reviews';
import type { WalletProvider } from './wallet';

/** What every route module receives. */
export interface Ctx {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  outbox: Outbox;
  social: SocialProviderRegistry;
  /** Payment gateway adapters of the checkout (today only the zero-amount bypass). */
  gateways: GatewayRegistry;
  /** Reviews aggregate adapter (embedded table by default). */
  reviews: ReviewsProvider;
  /** Wallet provider adapter of the /paypal-auth return (sandbox by default). */
  wallet: WalletProvider;
}
