import nodemailer from 'nodemailer';

import { buildApp, logRedaction } from './app';
import { configFromEnv } from './config';
import { DataKeySettingError } from './dataAtRest/dataKeys';
import { sealStoredValues } from './dataAtRest/sealStoredValues';
import { createPgDb, type Db, migrate, openDatabase, pendingMigrations } from './db';
import { createDevClock } from './devClock';
import { createFacePool } from './identity/face/facePool';
import { missingProductionSettings } from './productionSettings';
import { seed, seededAccountsHint } from './seed';
import { seedParentLink } from './seed/parentLink';
import { gracefulShutdown } from './shutdown';

const env = process.env;
const truthy = (v: string | undefined) => ['1', 'true', 'yes', 'on'].includes((v ?? '').trim().toLowerCase());
const missing = missingProductionSettings(env);
if (missing.length > 0) {
  console.error(
    `NODE_ENV=production needs these settings (docs/deploy.md):\n${missing.map((m) => `  - ${m}`).join('\n')}`,
  );
  process.exit(1);
}
const config = readConfig();
// Until the app's logger exists, lost idle database connections are reported on the console.
let logConnectionError = (err: Error) => console.warn(`database: idle connection lost (${err.message})`);
const db = await openServerDatabase();
// The data step after the migrations: what is in clear (or sealed with a retired key) is sealed with the current key.
const sealedNow = await sealStoredValues(db, config.dataKeys);
// Browser tests move the server's clock with the page's (DEV_CLOCK=true; refused in production), from DEV_CLOCK_START
// (an ISO instant) when given; the seed's "today" is the same clock's.
const devClock =
  truthy(env.DEV_CLOCK) && env.NODE_ENV !== 'production'
    ? createDevClock(devClockStart(env.DEV_CLOCK_START))
    : undefined;
// Production's schema and reference data come from `npm run migrate`, run once before its instances start; the
// embedded default is the demonstration, accounts and all.
const createdAccounts = config.production ? false : await seed(db, devClock?.clock, { dataKeys: config.dataKeys });
const mailer = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : undefined;

// The webcam photos' face analysis runs in worker threads that load their models now; until they have, the instance
// answers not ready (GET /health/ready).
const faceAnalyser = createFacePool({
  ...config.facePool,
  onError: (err) => app.log.error({ err }, 'face analysis worker failed'),
});
const app = buildApp({
  db,
  config,
  mailer,
  devClock,
  faceAnalyser,
  readiness: [() => faceAnalyser.notReady()],
  logger: { level: env.LOG_LEVEL ?? 'info', redact: logRedaction },
});
for (const warning of config.warnings) app.log.warn(warning);
app.addHook('onClose', () => faceAnalyser.close());
if (sealedNow.sealed + sealedNow.resealed > 0)
  app.log.info(
    `data at rest: ${sealedNow.sealed} value(s) in clear encrypted, ${sealedNow.resealed} moved to key "${config.dataKeys.currentId}"`,
  );
logConnectionError = (err) => app.log.warn({ err }, 'database: idle connection lost; the pool reconnects on demand');
// A rejection nobody handled is a bug to fix (logged as an error), but it must not stop the server for everybody.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

// After buildApp: the parent link is signed with the configured (or stored) parent-token secret.
const parentLink = config.production ? undefined : await seedParentLink(db, config);
// The link itself is a credential: the log says where to read it, never the link.
const parentMailAt = config.devMailbox ? `${config.publicUrl}/dev/mailbox?to=parent@example.com` : 'the outbox table';
if (parentLink)
  app.log.info(`parent link for pending@example.com mailed to parent@example.com (read it at ${parentMailAt})`);

/** The settings; a key setting that cannot be used is named and the start refused (never a stack trace). */
function readConfig() {
  try {
    return configFromEnv(env);
  } catch (err) {
    if (!(err instanceof DataKeySettingError)) throw err;
    console.error(`${err.message} (docs/deploy.md)`);
    process.exit(1);
  }
}

function devClockStart(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const start = new Date(value);
  if (Number.isNaN(start.getTime())) throw new Error(`DEV_CLOCK_START is not an ISO instant: ${value}`);
  return start;
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: shutting down (in-flight requests get up to ${config.timeouts.shutdownMs} ms)`);
  const { clean, elapsedMs } = await gracefulShutdown({ app, db, timeoutMs: config.timeouts.shutdownMs });
  app.log.info(`shut down ${clean ? 'cleanly' : 'with unfinished work cut off'} in ${elapsedMs} ms`);
  process.exit(clean ? 0 : 1);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${env.DATA_DIR ?? './data'}`;
const extras = [
  config.devMailbox ? `mailbox ${config.publicUrl}/dev/mailbox` : undefined,
  mailer ? 'SMTP delivery on' : 'mail kept in the outbox',
  createdAccounts ? 'database seeded now' : undefined,
].filter(Boolean);
const mode = config.production
  ? 'production: no demonstration accounts, codes, sandbox payments or /dev pages'
  : `the DEMONSTRATION (sandbox payments, public demo accounts, /dev pages; never deploy this: NODE_ENV=production); ${seededAccountsHint()}`;
app.log.info(`Traffic school server on http://localhost:${config.port} (${where}; ${extras.join('; ')}); ${mode}`);

/** PostgreSQL (DATABASE_URL) with the configured time limits, else the embedded database in DATA_DIR; migrated. */
async function openServerDatabase(): Promise<Db> {
  if (!env.DATABASE_URL) return openDatabase({ dataDir: env.DATA_DIR ?? './data' });
  const pg = await createPgDb({
    connectionString: env.DATABASE_URL,
    connectTimeoutMs: config.timeouts.dbConnectMs,
    statementTimeoutMs: config.timeouts.dbStatementMs,
    max: config.dbPoolMax,
    onConnectionError: (err) => logConnectionError(err),
  });
  if (!config.production) {
    await migrate(pg);
    return pg;
  }
  // Several instances start together in production: none changes the schema; each refuses an unmigrated database.
  const pending = await pendingMigrations(pg);
  if (pending.length > 0) {
    console.error(
      `the database lacks migrations ${pending.join(', ')}: run \`npm run migrate\` first (docs/deploy.md)`,
    );
    process.exit(1);
  }
  return pg;
}
