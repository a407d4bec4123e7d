import type { SocialProvider } from '../contracts/auth';
import { defaultSubscriptionKey } from '../contracts/headers';
import { attemptLimits } from './auth/throttle';
import { type DataKeys, dataKeysFromEnv } from './dataAtRest/dataKeys';
import { defaultPoolMax } from './db/pg';
import { defaultFacePool } from './identity/face/facePool';
import { type Timeouts, timeoutsFromEnv } from './timeouts';

export interface OidcProviderConfig {
  clientId: string;
  jwksUrl: string;
}

export interface ServerConfig {
  /** NODE_ENV=production: no demonstration (seed, sandbox gateways, /dev pages); server/productionSettings.ts. */
  production: boolean;
  subscriptionKey: string;
  /** Base address of the app, used in links sent by e-mail. */
  publicUrl: string;
  /** Where a legacy login hands off to (the previous platform). */
  legacyPlatformUrl: string;
  /** Serve the built app (distDir) with history fallback. */
  serveApp: boolean;
  distDir: string;
  /** The server's render of the page chrome; unset: beside distDir with '-shell' (`npm run build` writes dist-shell). */
  shellDir?: string;
  /** Expose GET /dev/mailbox. */
  devMailbox: boolean;
  mailFrom: string;
  /** First wait before a failed mail delivery is tried again (MAIL_RETRY_DELAY_SECONDS); later waits double. */
  mailRetryDelaySeconds: number;
  social: Partial<Record<SocialProvider, OidcProviderConfig>>;
  /**
   * HMAC key of parent-flow tokens (PARENT_TOKEN_SECRET; the same on every instance). Never kept in the database:
   * outside production it defaults to the public development key; production refuses to start without it.
   */
  parentTokenSecret?: string;
  /**
   * The key parent links were signed with before PARENT_TOKEN_SECRET changed (PARENT_TOKEN_SECRET_PREVIOUS): links
   * it signed still open until they expire; new links are signed with the current key only (docs/deploy.md).
   */
  previousParentTokenSecret?: string;
  /** The keys sensitive values are encrypted with at rest (DATA_KEYS, DATA_KEY_ID; server/dataAtRest/dataKeys.ts). */
  dataKeys: DataKeys;
  /** Basic credentials the wallet token call must carry (sandbox wallet adapter). */
  walletClientId?: string;
  walletClientSecret?: string;
  /** The reviews provider's address (REVIEWS_API_URL, server/reviews/remote.ts); unset: the demo's sample, or none in production. */
  reviewsApiUrl?: string;
  /** Stripe card payments (PaymentIntents) instead of the offline sandbox; the publishable key goes to the app. */
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /** The name card statements show (receipts, purchase records). */
  billingName: string;
  /** Base of the parent payment link mailed by a parent payment request (APP_BASE_URL, else PUBLIC_URL). */
  appBaseUrl: string;
  /** HTTP, database, health and shutdown time limits (`timeouts.ts`). */
  timeouts: Timeouts;
  /**
   * Whom to believe about the client's address and protocol (X-Forwarded-For / -Proto): Fastify's `trustProxy`.
   * Off by default: a client talking to the server directly could otherwise pick its own address and dodge the
   * per-address sign-in limits. Behind a load balancer, TRUST_PROXY names it (its addresses/CIDRs, or true for any).
   */
  trustProxy: boolean | string;
  /**
   * The operators' key (02 §6 "admin-style calls use a separate admin key"), sent in the x-admin-key header; unset:
   * the operator endpoints answer 404.
   */
  adminKey?: string;
  /** Where support tickets are mailed (02 §7 support ticket); the student gets a confirmation from `mailFrom`. */
  supportEmail: string;
  /**
   * How many free attempts the per-address limits allow before they make requests wait (`attemptLimits` in
   * auth/throttle.ts): a school that signs up several classes from one address, or a browser test run whose every
   * request comes from this machine, raises them.
   */
  limits: { signUpsPerAddress: number; parentLinksPerRecipient: number };
}

export const defaultBillingName = 'TRAFFICSCHOOL.EXAMPLE';
/** A placeholder (example.com receives nothing): a deployment sets SUPPORT_EMAIL to its support team's mailbox. */
export const defaultSupportEmail = 'support@example.com';

/** Where organisation logos are served without the subscription key (static.ts); organisations' logo paths point here. */
export const logoBasePath = '/improv-student-registration-journey/assets/logos';

/** The demonstration's parent-link key: public, so a demo link proves nothing; production sets its own. */
export const developmentParentTokenSecret = 'development-parent-token-secret-public-never-for-production';

export const defaultWalletClientId = 'sandbox-wallet-client';
export const defaultWalletClientSecret = 'sandbox-wallet-secret';

export type Env = Record<string, string | undefined>;

const truthy = (v: string | undefined, dflt: boolean) =>
  v === undefined || v === '' ? dflt : !['0', 'false', 'no', 'off'].includes(v.toLowerCase());

/** Reads the server configuration from environment variables (see server/README.md). */
export function configFromEnv(env: Env = process.env): ServerConfig & {
  port: number;
  host: string;
  dbPoolMax: number;
  facePool: { workers: number; queued: number };
  warnings: string[];
} {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const social: ServerConfig['social'] = {};
  if (env.GOOGLE_CLIENT_ID) {
    social.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    };
  }
  if (env.MICROSOFT_CLIENT_ID) {
    social.microsoft = {
      clientId: env.MICROSOFT_CLIENT_ID,
      jwksUrl: env.MICROSOFT_JWKS_URL ?? 'https://login.microsoftonline.com/common/discovery/v2.0/keys',
    };
  }
  const mailbox = devMailboxFromEnv(env);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    production,
    // Loopback unless HOST says otherwise; 'localhost' listens on 127.0.0.1 and ::1 (where resolvable).
    host: env.HOST || 'localhost',
    subscriptionKey: env.SUBSCRIPTION_KEY || defaultSubscriptionKey,
    publicUrl,
    legacyPlatformUrl: env.LEGACY_PLATFORM_URL ?? `${publicUrl}/dev/legacy-platform`,
    serveApp: truthy(env.SERVE_APP, true),
    distDir: env.DIST_DIR ?? 'dist',
    shellDir: env.SHELL_DIR || undefined,
    devMailbox: mailbox.on,
    mailFrom: env.MAIL_FROM ?? 'Traffic School <no-reply@localhost>',
    mailRetryDelaySeconds: wholeNumberFromEnv('MAIL_RETRY_DELAY_SECONDS', env.MAIL_RETRY_DELAY_SECONDS, 30, 1),
    social,
    parentTokenSecret: env.PARENT_TOKEN_SECRET || (production ? undefined : developmentParentTokenSecret),
    previousParentTokenSecret: env.PARENT_TOKEN_SECRET_PREVIOUS || undefined,
    dataKeys: dataKeysFromEnv(env),
    walletClientId: env.WALLET_CLIENT_ID || defaultWalletClientId,
    walletClientSecret: env.WALLET_CLIENT_SECRET || defaultWalletClientSecret,
    reviewsApiUrl: env.REVIEWS_API_URL || undefined,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    billingName: env.BILLING_NAME || defaultBillingName,
    appBaseUrl: (env.APP_BASE_URL || publicUrl).replace(/\/+$/, ''),
    timeouts: timeoutsFromEnv(env),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    adminKey: env.ADMIN_KEY || undefined,
    supportEmail: env.SUPPORT_EMAIL || defaultSupportEmail,
    dbPoolMax: wholeNumberFromEnv('DB_POOL_MAX', env.DB_POOL_MAX, defaultPoolMax, 1),
    facePool: {
      workers: wholeNumberFromEnv('FACE_WORKERS', env.FACE_WORKERS, defaultFacePool.workers, 1),
      queued: wholeNumberFromEnv('FACE_QUEUE', env.FACE_QUEUE, defaultFacePool.queued, 0),
    },
    limits: {
      signUpsPerAddress: wholeNumberFromEnv(
        'SIGN_UP_LIMIT_PER_ADDRESS',
        env.SIGN_UP_LIMIT_PER_ADDRESS,
        attemptLimits.signUpAddress.threshold,
        1,
      ),
      parentLinksPerRecipient: wholeNumberFromEnv(
        'PARENT_LINK_LIMIT_PER_RECIPIENT',
        env.PARENT_LINK_LIMIT_PER_RECIPIENT,
        attemptLimits.parentLinkRecipient.threshold,
        1,
      ),
    },
    warnings: mailbox.warning ? [mailbox.warning] : [],
  };
}

/** A whole-number setting (DB_POOL_MAX, FACE_WORKERS…): unset takes the default; anything below `min` stops the start. */
export function wholeNumberFromEnv(name: string, v: string | undefined, dflt: number, min: number): number {
  if (v === undefined || v.trim() === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, not '${v}'`);
  return n;
}

/** TRUST_PROXY: unset/false → false; true → any proxy; else a comma list of the proxies' addresses/CIDRs. */
export function trustProxyFromEnv(v: string | undefined): boolean | string {
  if (v === undefined || v.trim() === '') return false;
  const t = v.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(t)) return false;
  if (['1', 'true', 'yes', 'on'].includes(t)) return true;
  return v.trim();
}

/**
 * The dev mailbox shows every mail (reset links included): on with PGlite or DEV_MAILBOX, never with real mail
 * delivery (SMTP_URL) or in production, whatever DEV_MAILBOX says.
 */
function devMailboxFromEnv(env: Env): { on: boolean; warning?: string } {
  const wanted = !env.DATABASE_URL || truthy(env.DEV_MAILBOX, false);
  const refusal = env.SMTP_URL
    ? 'SMTP_URL is set'
    : env.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : undefined;
  if (!refusal) return { on: wanted };
  return {
    on: false,
    warning: truthy(env.DEV_MAILBOX, false) ? `DEV_MAILBOX ignored: ${refusal}, so /dev/mailbox stays off` : undefined,
  };
}

/** Defaults for tests and embedding; override what you need. */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const { port: _p, host: _h, warnings: _w, ...base } = configFromEnv({});
  return { ...base, serveApp: false, ...overrides };
}
