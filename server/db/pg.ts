import pg from 'pg';
import type { Db, Queryable } from './types';

export interface PgOptions {
  connectionString: string;
  /** Optional schema to create and put first on the search path (tests isolate files this way). */
  schema?: string;
  max?: number;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A real PostgreSQL server through a node-postgres pool; the same SQL as the embedded database. */
export async function createPgDb(opts: PgOptions): Promise<Db> {
  if (opts.schema) {
    const admin = new pg.Client({ connectionString: opts.connectionString });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${quoteIdent(opts.schema)}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    ...(opts.schema ? { options: `-c search_path=${quoteIdent(opts.schema)}` } : {}),
  });
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await c.query(sql, params);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  return {
    kind: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
