import nodemailer from 'nodemailer';
import { buildApp, logRedaction } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db';
import { seed, seededAccountsHint } from './seed';
import { seedParentLink } from './seed/parent-link';

const env = process.env;
const config = configFromEnv(env);
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? './data' });
const createdAccounts = await seed(db);
const mailer = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : undefined;

const app = buildApp({
  db,
  config,
  mailer,
  logger: { level: env.LOG_LEVEL ?? 'info', redact: logRedaction },
});

// After buildApp: the parent link is signed with the configured (or stored) parent-token secret.
const parentLink = await seedParentLink(db, config);
if (parentLink) app.log.info(`parent link for pending@example.com mailed to parent@example.com: ${parentLink}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close().catch(() => undefined);
  await app.outbox.flush().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exit(0);
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
app.log.info(`Traffic school server on http://localhost:${config.port} (${where}; ${extras.join('; ')}); ${seededAccountsHint()}`);
