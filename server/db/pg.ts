import pg from 'pg';

import type { Db, Queryable } from './types';
import { asUnavailable, isConnectionError } from './unavailable';

export interface PgOptions {
  connectionString: string;
  /** Optional schema to create and put first on the search path (tests isolate files this way). */
  schema?: string;
  max?: number;
  /** How long to wait for a connection (new, or free in the pool) before answering 503. */
  connectTimeoutMs?: number;
  /**
   * Server-side statement_timeout; the client also gives up a little later if the server does not answer at all.
   * 0: no limit (`npm run migrate`, whose schema changes may take minutes).
   */
  statementTimeoutMs?: number;
  /**
   * Connection errors that reach no request: an idle pooled connection the server ended (restart, failover,
   * pg_terminate_backend). The pool has already discarded it and reconnects on demand. Default: console.warn.
   */
  onConnectionError?: (err: Error) => void;
}

/** Connections per instance (DB_POOL_MAX): N instances take N times this of the server's max_connections. */
export const defaultPoolMax = 10;

export const defaultPgTimeouts = { connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 };
// Margin for the client-side query timeout over the server's statement_timeout, so the server's error wins when it can answer.
const clientTimeoutMarginMs = 2_000;

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
  const statementTimeoutMs = opts.statementTimeoutMs ?? defaultPgTimeouts.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? defaultPoolMax,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? defaultPgTimeouts.connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + clientTimeoutMarginMs } : {}),
    // Notices a peer that vanished without closing the socket (failover, network loss).
    keepAlive: true,
    ...(opts.schema ? { options: `-c search_path=${quoteIdent(opts.schema)}` } : {}),
  });
  const onConnectionError =
    opts.onConnectionError ?? ((err: Error) => console.warn(`database: idle connection lost (${err.message})`));
  // Without a listener, an idle client's error is an unhandled 'error' event and ends the process.
  pool.on('error', (err) => onConnectionError(err));

  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        const res = await c.query(sql, params);
        return res.rows as T[];
      } catch (err) {
        throw asUnavailable(err);
      }
    },
    async exec(sql: string) {
      try {
        await c.query(sql);
      } catch (err) {
        throw asUnavailable(err);
      }
    },
  });
  /**
   * Runs `fn` on a client checked out for it, in a transaction when `transactional`. Released with an error, the
   * pool closes the connection instead of handing it out again; a session's settings and locks must not outlive it,
   * so its connection is always closed.
   */
  const checkedOut = async <T>(transactional: boolean, fn: (c: Queryable) => Promise<T>): Promise<T> => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw asUnavailable(err);
    }
    // A checked-out client has no pool listener: the server ending it would otherwise crash the process.
    let broken: Error | undefined;
    const onError = (err: Error) => {
      broken ??= err;
    };
    client.on('error', onError);
    try {
      if (transactional) await client.query('begin');
      const result = await fn(wrap(client));
      if (transactional) await client.query('commit');
      return result;
    } catch (err) {
      if (!broken && isConnectionError(err)) broken = err as Error;
      if (transactional && !broken) {
        // The rollback's own failure must not hide why the transaction failed; the client is discarded instead.
        await client.query('rollback').catch((rollbackErr: Error) => {
          broken = rollbackErr;
        });
      }
      throw asUnavailable(err);
    } finally {
      client.off('error', onError);
      client.release(transactional ? broken : true);
    }
  };
  return {
    kind: 'pg',
    jobStore: { kind: 'pg', connectionString: opts.connectionString },
    ...wrap(pool),
    transaction: (fn) => checkedOut(true, fn),
    session: (fn) => checkedOut(false, fn),
    close: () => pool.end(),
  };
}
