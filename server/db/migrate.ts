import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { createJobQueue } from '../jobs/jobQueue';
import type { Db, Queryable } from './types';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The session-level advisory lock every migrating process takes first: one migrates, the others wait and find none. */
const migrationLock = 7243001;

/**
 * A file whose first line is `-- migrate: without transaction` runs statement by statement outside a transaction:
 * `create index concurrently` (which builds without blocking writes) refuses to run inside one.
 */
const withoutTransactionMarker = /^--\s*migrate:\s*without transaction\s*$/m;

interface Migration {
  version: string;
  sql: string;
}

async function migrationFiles(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: await readFile(migrationsDir + file, 'utf8'),
    })),
  );
}

async function appliedVersions(c: Queryable): Promise<Set<string>> {
  const [table] = await c.query<{ name: string | null }>(`select to_regclass('schema_migrations')::text as name`);
  if (!table?.name) return new Set();
  const rows = await c.query<{ version: string }>('select version from schema_migrations');
  return new Set(rows.map((r) => r.version));
}

/**
 * The migrations this database has not applied yet, and the job queue's tables when missing (a production start
 * refuses to serve with any: `npm run migrate`).
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const applied = await appliedVersions(db);
  const pending = (await migrationFiles()).map((m) => m.version).filter((v) => !applied.has(v));
  const [queue] = await db.query<{ name: string | null }>(`select to_regclass('pgboss.version')::text as name`);
  return queue?.name ? pending : [...pending, jobQueueTables];
}

/** How pendingMigrations names the job queue's tables when they are missing. */
export const jobQueueTables = 'job queue tables (pg-boss)';

const statementsOf = (sql: string) =>
  sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

async function apply(c: Queryable, { version, sql }: Migration) {
  const record = () => c.query('insert into schema_migrations (version) values ($1)', [version]);
  if (withoutTransactionMarker.test(sql)) {
    // Each statement must be safe to run again (`if not exists`): a failure half-way leaves the earlier ones done.
    for (const statement of statementsOf(sql)) await c.query(statement);
    await record();
    return;
  }
  await c.exec('begin');
  try {
    await c.exec(sql);
    await record();
    await c.exec('commit');
  } catch (err) {
    await c.exec('rollback');
    throw err;
  }
}

const lockRetryMs = 200;

/**
 * Waits for the migration lock by trying again, never inside a statement: `create index concurrently` in the process
 * holding it waits for every open statement to end, a waiting `pg_advisory_lock` call included (a deadlock).
 */
async function takeMigrationLock(c: Queryable) {
  for (;;) {
    const [row] = await c.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [migrationLock]);
    if (row?.taken) return;
    await new Promise((resolve) => setTimeout(resolve, lockRetryMs));
  }
}

/**
 * Applies the plain SQL files of ./migrations in name order, each once, recorded in schema_migrations. The lock comes
 * before anything else, the table included, so instances starting together on an empty database take turns; schema
 * changes may take longer than a request may, so this connection has no statement time limit.
 */
export function migrate(db: Db): Promise<string[]> {
  // The lock is a session's: calls on one handle (the embedded database's single session) wait for each other here.
  const earlier = running.get(db) ?? Promise.resolve([]);
  const run = earlier
    .catch(() => [])
    .then(async () => {
      const done = await migrateOnce(db);
      // The job queue's tables: created, or upgraded to the installed pg-boss (which takes its own lock for it).
      await createJobQueue(db.jobStore, (err) => console.error('job queue install:', err)).install();
      return done;
    });
  running.set(db, run);
  return run;
}

const running = new WeakMap<Db, Promise<string[]>>();

async function migrateOnce(db: Db): Promise<string[]> {
  return db.session(async (c) => {
    await c.exec('set statement_timeout = 0');
    await takeMigrationLock(c);
    try {
      await c.exec(`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`);
      const applied = await appliedVersions(c);
      const done: string[] = [];
      for (const migration of await migrationFiles()) {
        if (applied.has(migration.version)) continue;
        await apply(c, migration);
        done.push(migration.version);
      }
      return done;
    } finally {
      await c.query('select pg_advisory_unlock($1)', [migrationLock]);
    }
  });
}
