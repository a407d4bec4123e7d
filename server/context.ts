import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { Outbox } from './mail/outbox';
import type { SocialProviderRegistry } from './auth/social';
import type { GatewayRegistry } from './payments/gateways';

/** What every route module receives. */
export interface Ctx {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  outbox: Outbox;
  social: SocialProviderRegistry;
  /** Payment gateway adapters of the checkout (today only the zero-amount bypass). */
  gateways: GatewayRegistry;
}
