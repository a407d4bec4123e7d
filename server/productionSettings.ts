import { defaultSubscriptionKey } from '../contracts/headers';
import { developmentParentTokenSecret, type Env } from './config';

/** What a production start (NODE_ENV=production) cannot do without, and why; named in the refusal. */
const requiredInProduction: { setting: string; why: string; missing: (env: Env) => boolean }[] = [
  {
    setting: 'DATABASE_URL',
    why: 'PostgreSQL (the embedded database is one process on one disk)',
    missing: (env) => !env.DATABASE_URL,
  },
  {
    setting: 'SUBSCRIPTION_KEY',
    why: 'the API key the app sends (not the public development key)',
    missing: (env) => !env.SUBSCRIPTION_KEY || env.SUBSCRIPTION_KEY === defaultSubscriptionKey,
  },
  { setting: 'ADMIN_KEY', why: "the operators' key", missing: (env) => !env.ADMIN_KEY },
  { setting: 'SMTP_URL', why: 'mail delivery (verification codes, receipts)', missing: (env) => !env.SMTP_URL },
  { setting: 'PUBLIC_URL', why: 'the address in mailed links', missing: (env) => !env.PUBLIC_URL },
  {
    setting: 'PARENT_TOKEN_SECRET',
    why: "the parent links' signing key, the same on every instance (not the public development key)",
    missing: (env) => !env.PARENT_TOKEN_SECRET || env.PARENT_TOKEN_SECRET === developmentParentTokenSecret,
  },
  {
    setting: 'DATA_KEYS',
    why: 'the keys SSNs and two-step secrets are encrypted with at rest, the same on every instance (DATA_KEY_ID: which one seals)',
    missing: (env) => !env.DATA_KEYS?.trim(),
  },
  {
    setting: 'STRIPE_SECRET_KEY',
    why: 'card payments (production never offers the sandbox gateways)',
    missing: (env) => !env.STRIPE_SECRET_KEY,
  },
  {
    setting: 'STRIPE_PUBLISHABLE_KEY',
    why: "the card form's key",
    missing: (env) => !env.STRIPE_PUBLISHABLE_KEY,
  },
];

export const isProduction = (env: Env) => env.NODE_ENV === 'production';

/** The settings a production start lacks, each with what it is for; empty outside production. */
export function missingProductionSettings(env: Env): string[] {
  if (!isProduction(env)) return [];
  return requiredInProduction.filter((r) => r.missing(env)).map((r) => `${r.setting}: ${r.why}`);
}
