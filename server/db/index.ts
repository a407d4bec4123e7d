import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { migrate } from './migrate';
import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import type { Db } from './types';

export { migrate, pendingMigrations } from './migrate';
export { createPgDb } from './pg';
export { createPgliteDb } from './pglite';
export type { Db, Queryable } from './types';

/** DATABASE_URL → PostgreSQL, else the embedded database in DATA_DIR; migrated. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await createPgDb({ connectionString: opts.databaseUrl });
  } else {
    const dir = path.resolve(opts.dataDir);
    await mkdir(dir, { recursive: true });
    db = await createPgliteDb(dir);
  }
  await migrate(db);
  return db;
}
