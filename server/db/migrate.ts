import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { Db } from './types';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies the plain SQL files of ./migrations in name order, each once, recorded in schema_migrations. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(migrationsDir + file, 'utf8');
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starts against one PostgreSQL server (no-op cost on PGlite).
      await tx.query('select pg_advisory_xact_lock(7243001)');
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}
