import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { Outbox } from './mail/outbox';
import type { SocialProviderRegistry } from './auth/social';

/** What every route module receives. */
export interface Ctx {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  outbox: Outbox;
  social: SocialProviderRegistry;
}
