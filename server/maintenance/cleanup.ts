import type { FastifyBaseLogger } from 'fastify';

import { type Clock, hours, minutes } from '../clock';
import type { Queryable } from '../db/types';
import { cronJob } from '../jobs/jobQueue';

const days = (n: number) => hours(24 * n);

/**
 * How long rows that have stopped mattering are kept (docs/decisions.md "Clean-up of expired rows").
 * A short grace after expiry keeps the distinct answers (expired rather than unknown) and lets short-window
 * counts (rate limits) see recent rows; records of payments are never deleted here.
 */
export const retention = {
  /** Expired or revoked sessions: a week, so a tab left open still hears "session expired" / "signed out". */
  sessions: days(7),
  /** Verification codes live 15 minutes (auth/verification.ts); a day on top. */
  verificationCodes: minutes(15) + days(1),
  /** Reset links expired or used, legacy hand-offs expired: a day. */
  usedOrExpiredTokens: days(1),
  /** Parent links (7 days, revocable): a day after expiry their token is refused by its own `exp` anyway. */
  parentLinks: days(1),
  /** Wallet approvals are used within minutes of the client-tokens call; a day-old one is void. */
  walletApprovals: days(1),
  /** Wallet access tokens live an hour; expired ones are refused by their own `expires_at` anyway. */
  walletAccessTokens: hours(1),
  /** Checkout idempotency answers: 30 days covers any client retry; rows still without an answer are kept. */
  checkoutIdempotency: days(30),
  /** Delivered mail: 30 days (support questions); mail not yet delivered is always kept. */
  sentMail: days(30),
  /**
   * The codes and links of mail never delivered: the longest-lived of them, a parent link, opens for 7 days; a day on
   * top, then the stored body loses them as a delivered one does at once (server/mail/outbox.ts).
   */
  undeliveredMailSecrets: days(8),
} as const;

/** How often the clean-up runs after the one at start-up. */

export type CleanupCounts = Record<string, number>;

/** One statement per table (`name` when a table has two); `$1` is the cut-off (now minus that table's retention). */
const statements: { table: string; name?: string; keep: number; sql: string }[] = [
  {
    table: 'sessions',
    keep: retention.sessions,
    sql: 'delete from sessions where expires_at < $1 or revoked_at < $1',
  },
  {
    table: 'verification_codes',
    keep: retention.verificationCodes,
    sql: 'delete from verification_codes where created_at < $1',
  },
  {
    table: 'reset_tokens',
    keep: retention.usedOrExpiredTokens,
    sql: 'delete from reset_tokens where expires_at < $1 or used_at < $1',
  },
  {
    table: 'legacy_handoffs',
    keep: retention.usedOrExpiredTokens,
    sql: 'delete from legacy_handoffs where expires_at < $1',
  },
  {
    table: 'parent_links',
    keep: retention.parentLinks,
    sql: 'delete from parent_links where expires_at < $1',
  },
  {
    table: 'wallet_approvals',
    keep: retention.walletApprovals,
    sql: 'delete from wallet_approvals where created_at < $1',
  },
  {
    table: 'wallet_access_tokens',
    keep: retention.walletAccessTokens,
    sql: 'delete from wallet_access_tokens where expires_at < $1',
  },
  {
    table: 'checkout_idempotency',
    keep: retention.checkoutIdempotency,
    sql: 'delete from checkout_idempotency where completed_at is not null and created_at < $1',
  },
  {
    table: 'outbox',
    keep: retention.sentMail,
    sql: 'delete from outbox where sent_at is not null and sent_at < $1',
  },
  {
    table: 'outbox',
    name: 'outbox_secrets',
    keep: retention.undeliveredMailSecrets,
    sql: 'update outbox set body = delivered_body, delivered_body = null where delivered_body is not null and created_at < $1',
  },
];

/** Deletes the rows past their retention; answers how many each table lost. */
export async function cleanExpiredRows(db: Queryable, now: Date): Promise<CleanupCounts> {
  const counts: CleanupCounts = {};
  for (const s of statements) {
    // A table of a migration not applied here (e.g. parent_links before 0007) has nothing to clean.
    const [present] = await db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [s.table]);
    if (!present?.ok) continue;
    // Counted in SQL (no rows sent back), the same on PGlite and PostgreSQL.
    const [row] = await db.query<{ n: number }>(`with d as (${s.sql} returning 1) select count(*)::int as n from d`, [
      new Date(now.getTime() - s.keep),
    ]);
    counts[s.name ?? s.table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The clean-up job: hourly across all instances, and once at each start; a failed run waits for the next. */
export const expiredRowsCleanup = cronJob('expired-rows-cleanup', '17 * * * *', 15 * 60);

/** The clean-up job's handler: deletes what is past its limit and says how much. */
export async function runExpiredRowsCleanup(deps: { db: Queryable; clock: Clock; log: FastifyBaseLogger }) {
  const counts = await cleanExpiredRows(deps.db, deps.clock());
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total > 0) deps.log.info({ deleted: counts }, `clean-up deleted ${total} expired rows`);
}
