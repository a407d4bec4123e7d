/** The small database surface the server uses; PGlite and node-postgres both implement it. */
export interface Queryable {
  /** One statement with `$1…` parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` on one connection held for it, outside any transaction: session settings and session-level advisory
   * locks (migrations) stay with it. The embedded database has one connection anyway.
   */
  session<T>(fn: (connection: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' for the embedded database, 'pg' for a real PostgreSQL server. */
  readonly kind: 'pglite' | 'pg';
  /** Where the job queue (server/jobs) keeps its tables: the same database, reached as its library needs. */
  readonly jobStore: JobStore;
}

/**
 * The embedded database's one connection (the queue shares it), or a PostgreSQL server the queue opens its own small
 * pool to: its polling and its locks then never wait behind a request's connections.
 */
export type JobStore = { kind: 'pglite'; handle: EmbeddedHandle } | { kind: 'pg'; connectionString: string };

/** The part of a PGlite instance the queue's adapter uses. */
export interface EmbeddedHandle {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
}
