import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { createPgDb, createPgliteDb } from '.';
import type { Db } from './types';

/**
 * The database a command-line step works on: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR
 * (`./data`). Such steps may take longer than a request may, so no statement time limit.
 */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv): Promise<Db> {
  if (env.DATABASE_URL) return createPgDb({ connectionString: env.DATABASE_URL, statementTimeoutMs: 0, max: 2 });
  const dir = path.resolve(env.DATA_DIR ?? './data');
  await mkdir(dir, { recursive: true });
  return createPgliteDb(dir);
}
