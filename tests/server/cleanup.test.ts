import { describe, expect, it, vi } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { createSession, sessionLifetimeMs } from '../../server/auth/sessions';
import { hours, minutes } from '../../server/clock';
import { defaultConfig } from '../../server/config';
import { cleanExpiredRows, retention } from '../../server/maintenance/cleanup';
import { testClock, useTestServer } from './helpers';

// Expired sessions, codes, reset links and old mail are deleted (without it: 1,401 session rows after 1,400 sign-ins).
const t = useTestServer();
const days = (n: number) => hours(24 * n);

async function count(table: string, where = 'true', params: unknown[] = []) {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return Number(row.n);
}

describe('clean-up of expired rows', () => {
  it('deletes what has stopped mattering and keeps live rows, unsent mail and recent answers', async () => {
    const now = t.clock();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const s = await t.createStudent({});
    const live = await t.login(s.email);
    const insertSession = (hash: string, expires: Date, revoked: Date | null) =>
      t.db.query(
        'insert into sessions (token_hash, student_id, created_at, expires_at, revoked_at) values ($1, $2, $3, $4, $5)',
        [hash, s.studentId, at(-days(30)), expires, revoked],
      );
    await insertSession('expired-recently', at(-days(1)), null);
    await insertSession('expired-long-ago', at(-days(8)), null);
    await insertSession('revoked-long-ago', at(hours(1)), at(-days(8)));

    const code = (created: Date) =>
      t.db.query('insert into verification_codes (student_id, code_hash, created_at) values ($1, $2, $3)', [
        s.studentId,
        'h',
        created,
      ]);
    await code(at(-days(2)));
    await code(at(-minutes(10)));

    const reset = (hash: string, expires: Date, used: Date | null) =>
      t.db.query(
        'insert into reset_tokens (token_hash, student_id, created_at, expires_at, used_at) values ($1, $2, $3, $4, $5)',
        [hash, s.studentId, at(-days(3)), expires, used],
      );
    await reset('reset-expired', at(-days(2)), null);
    await reset('reset-used-long-ago', at(hours(1)), at(-days(2)));
    await reset('reset-live', at(minutes(30)), null);
    await reset('reset-used-recently', at(minutes(30)), at(-hours(1)));

    const [legacy] = await t.db.query<{ id: number }>('select legacy_account_id as id from legacy_accounts limit 1');
    const handoff = (hash: string, expires: Date) =>
      t.db.query(
        'insert into legacy_handoffs (token_hash, legacy_account_id, created_at, expires_at) values ($1, $2, $3, $4)',
        [hash, legacy.id, at(-days(3)), expires],
      );
    await handoff('handoff-old', at(-days(2)));
    await handoff('handoff-fresh', at(minutes(5)));

    const parentLink = (id: string, expires: Date) =>
      t.db.query(
        'insert into parent_links (parent_link_id, student_id, created_at, expires_at) values ($1, $2, $3, $4)',
        [id, s.studentId, at(-days(9)), expires],
      );
    await parentLink('link-expired', at(-days(2)));
    await parentLink('link-live', at(days(5)));

    const approval = (hash: string, created: Date) =>
      t.db.query('insert into wallet_approvals (token_hash, student_id, created_at) values ($1, $2, $3)', [
        hash,
        s.studentId,
        created,
      ]);
    await approval('approval-old', at(-days(2)));
    await approval('approval-fresh', at(-minutes(5)));

    const key = (k: string, created: Date, done: boolean) =>
      t.db.query(
        `insert into checkout_idempotency (student_id, idempotency_key, request_hash, http_status, response, created_at, completed_at)
         values ($1, $2, 'x', $3, $4, $5, $6)`,
        [
          s.studentId,
          k,
          done ? 200 : null,
          done ? JSON.stringify({ status: { success: true } }) : null,
          created,
          done ? created : null,
        ],
      );
    await key('answered-31-days-ago', at(-days(31)), true);
    await key('answered-10-days-ago', at(-days(10)), true);
    await key('unanswered-31-days-ago', at(-days(31)), false);

    const mail = (to: string, created: Date, sent: Date | null) =>
      t.db.query('insert into outbox (to_address, subject, body, created_at, sent_at) values ($1, $2, $3, $4, $5)', [
        to,
        's',
        'b',
        created,
        sent,
      ]);
    await mail('sent-long-ago@example.com', at(-days(40)), at(-days(31)));
    await mail('never-sent@example.com', at(-days(60)), null);
    await mail('sent-yesterday@example.com', at(-days(1)), at(-days(1)));
    // Never delivered: its link is past any lifetime after 8 days, then the stored copy loses it.
    const withLink = (to: string, created: Date) =>
      t.db.query(
        'insert into outbox (to_address, subject, body, delivered_body, created_at) values ($1, $2, $3, $4, $5)',
        [to, 's', 'open https://x.example/?token=abc', 'open [removed once delivered]', created],
      );
    await withLink('undelivered-9-days@example.com', at(-days(9)));
    await withLink('undelivered-7-days@example.com', at(-days(7)));

    const deleted = await cleanExpiredRows(t.db, now);
    expect(deleted).toEqual({
      sessions: 2,
      verification_codes: 1,
      reset_tokens: 2,
      legacy_handoffs: 1,
      parent_links: 1,
      wallet_approvals: 1,
      wallet_access_tokens: 0,
      checkout_idempotency: 1,
      outbox: 1,
      outbox_secrets: 1,
    });
    expect(await count('sessions', 'student_id = $1', [s.studentId])).toBe(2);
    expect(await count('sessions', "token_hash = 'expired-recently'")).toBe(1);
    expect(await count('verification_codes', 'student_id = $1', [s.studentId])).toBe(1);
    expect(
      (
        await t.db.query<{ h: string }>('select token_hash as h from reset_tokens where student_id = $1 order by h', [
          s.studentId,
        ])
      ).map((r) => r.h),
    ).toEqual(['reset-live', 'reset-used-recently']);
    expect(await count('legacy_handoffs', "token_hash = 'handoff-fresh'")).toBe(1);
    expect(await count('parent_links', 'student_id = $1', [s.studentId])).toBe(1);
    expect(await count('parent_links', "parent_link_id = 'link-live'")).toBe(1);
    expect(await count('wallet_approvals', "token_hash = 'approval-fresh'")).toBe(1);
    expect(
      (
        await t.db.query<{ k: string }>(
          'select idempotency_key as k from checkout_idempotency where student_id = $1 order by k',
          [s.studentId],
        )
      ).map((r) => r.k),
    ).toEqual(['answered-10-days-ago', 'unanswered-31-days-ago']);
    expect(await count('outbox', "to_address in ('never-sent@example.com', 'sent-yesterday@example.com')")).toBe(2);
    expect(await count('outbox', "to_address = 'sent-long-ago@example.com'")).toBe(0);
    expect(
      await t.db.query('select to_address, body from outbox where to_address like $1 order by to_address', [
        'undelivered-%',
      ]),
    ).toEqual([
      { to_address: 'undelivered-7-days@example.com', body: 'open https://x.example/?token=abc' },
      { to_address: 'undelivered-9-days@example.com', body: 'open [removed once delivered]' },
    ]);

    // The live session still signs the student in.
    const details = await t.get(`${apiPaths.studentDetails}?studentId=${s.studentId}`, live.token);
    expect(details.statusCode).toBe(200);
    // A second run finds nothing more.
    expect(Object.values(await cleanExpiredRows(t.db, now)).every((n) => n === 0)).toBe(true);
  });

  it('leaves no session rows of a sign-in load once they are past their life and the grace', async () => {
    const s = await t.createStudent({});
    for (let i = 0; i < 1400; i++) await createSession(t.db, s.studentId, t.clock());
    expect(await count('sessions', 'student_id = $1', [s.studentId])).toBe(1400);
    // Still within the grace after expiry: kept (the app can still say "session expired").
    t.clock.advance(sessionLifetimeMs + days(6));
    await cleanExpiredRows(t.db, t.clock());
    expect(await count('sessions', 'student_id = $1', [s.studentId])).toBe(1400);
    t.clock.advance(days(1) + minutes(1));
    const deleted = await cleanExpiredRows(t.db, t.clock());
    expect(deleted.sessions).toBeGreaterThanOrEqual(1400);
    expect(await count('sessions', 'student_id = $1', [s.studentId])).toBe(0);
    expect(retention.sessions).toBe(days(7));
  });

  it('runs as a job when the app starts, and hourly on a schedule the database keeps (once across instances)', async () => {
    const s = await t.createStudent({});
    await t.db.query(
      'insert into outbox (to_address, subject, body, created_at, sent_at) values ($1, $2, $3, $4, $4)',
      [s.email, 's', 'b', t.clock()],
    );
    const later = testClock(new Date(t.clock().getTime() + retention.sentMail + days(1)));
    const app = buildApp({ db: t.db, config: defaultConfig(), clock: later });
    try {
      await app.ready();
      await vi.waitFor(async () => expect(await count('outbox', 'to_address = $1', [s.email])).toBe(0), {
        timeout: 15_000,
        interval: 100,
      });
      // The payment sweep too: every minute; both ticks are the queue's (pg-boss), not a timer of this process.
      const schedules = await t.db.query<{ name: string; cron: string }>(
        'select name, cron from pgboss.schedule order by name',
      );
      expect(schedules).toEqual([
        { name: 'expired-rows-cleanup', cron: '17 * * * *' },
        { name: 'payment-sweep', cron: '* * * * *' },
      ]);
    } finally {
      await app.close();
    }
  });
});
