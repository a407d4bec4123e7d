import type { ParentVerifier } from './account/parentVerifier';
import type { SocialProviderRegistry } from './auth/social';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { FaceAnalyser } from './identity/face/facePool';
import type { JobQueue } from './jobs/jobQueue';
import type { Outbox } from './mail/outbox';
import type { GatewayRegistry } from './payments/gateways';
import type { PostPaymentAdapter } from './payments/postPayment';
import type { ReviewsProvider } from './reviews';
import type { WalletProvider } from './wallet';

/** What every route module receives. */
export interface Ctx {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  outbox: Outbox;
  /** The background job queue (server/jobs): work queued in a request's transaction runs after it, on any instance. */
  jobs: JobQueue;
  social: SocialProviderRegistry;
  /** Payment gateway adapters of the checkout (bypass, pay later, card, wallet). */
  gateways: GatewayRegistry;
  /** Affiliate, referral and analytics calls after a Completed payment (embedded default: recorded, no outside call). */
  postPayment: PostPaymentAdapter[];
  /** Parent identity verification (embedded default: offline rules). */
  parentVerifier: ParentVerifier;
  /** Reviews aggregate adapter (server/reviews: a configured provider, the demo's sample, or none). */
  reviews: ReviewsProvider;
  /** Wallet provider adapter of the /paypal-auth return (sandbox by default). */
  wallet: WalletProvider;
  /** The webcam photos' face analysis (a worker-thread pool in the server process; in-process in tests). */
  faceAnalyser: FaceAnalyser;
}
