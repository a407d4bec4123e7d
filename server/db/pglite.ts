import { PGlite } from '@electric-sql/pglite';

import type { Db, Queryable } from './types';

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory (tests);
 * `loadDataDir` starts from a tarball made by `dump()` (skips initdb: much faster).
 */
export async function createPgliteDb(
  dataDir?: string,
  opts: { loadDataDir?: Blob } = {},
): Promise<Db & { dump(): Promise<Blob> }> {
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    jobStore: { kind: 'pglite', handle: pg },
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    session: (fn) => fn(wrap(pg)),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
