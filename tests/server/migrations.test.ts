import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Db, migrate, pendingMigrations } from '../../server/db';
import { jobQueueTables } from '../../server/db/migrate';
import { createEmptyDb } from './helpers';

/*
 * `npm run migrate` (server/db/migrate.ts) on an empty database: two instances starting together take turns on the
 * migration lock (taken before the migrations table exists), every migration is applied once, and the indexes of a
 * migration that runs outside a transaction (`create index concurrently`) are built.
 */
let empty: Awaited<ReturnType<typeof createEmptyDb>>;
let other: Db;
beforeAll(async () => {
  empty = await createEmptyDb();
  other = await empty.another();
});
afterAll(() => empty.close());

describe('migrations on an empty database', () => {
  it('lists every migration as pending before the first run', async () => {
    const pending = await pendingMigrations(empty.db);
    expect(pending[0]).toBe('0001_initial');
    expect(pending).toContain('0026_instance_indexes');
  });

  it('applies each migration once when two processes migrate at the same moment', async () => {
    const pending = await pendingMigrations(empty.db);
    expect(pending).toContain(jobQueueTables);
    const files = pending.filter((p) => p !== jobQueueTables);
    const [a, b] = await Promise.all([migrate(empty.db), migrate(other)]);
    expect([...a, ...b].sort()).toEqual(files);
    const rows = await empty.db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(files);
    expect(await pendingMigrations(other)).toEqual([]);
    expect(await migrate(other)).toEqual([]);
  });

  it('builds the indexes of a migration run outside a transaction', async () => {
    const rows = await empty.db.query<{ indexname: string }>(
      `select indexname from pg_indexes where indexname = any($1::text[]) order by indexname`,
      [
        [
          'outbox_unsent_idx',
          'payment_transactions_student_idx',
          'sessions_expires_at_idx',
          'student_courses_payment_trx_idx',
          'verification_codes_created_at_idx',
        ],
      ],
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'outbox_unsent_idx',
      'payment_transactions_student_idx',
      'sessions_expires_at_idx',
      'student_courses_payment_trx_idx',
      'verification_codes_created_at_idx',
    ]);
  });
});
