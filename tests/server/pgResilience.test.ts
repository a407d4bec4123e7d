import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createPgDb, type Db, migrate } from '../../server/db';
import { seed } from '../../server/seed';
import { defaultTimeouts } from '../../server/timeouts';
import { keyHeader } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const pgCtl = process.env.TEST_PG_CTL;
const run = 'bash scripts/with-postgres.sh npx vitest run --project server tests/server/pgResilience.test.ts';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ends every connection to the test database but its own, as an administrator (or a failover) would. */
async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!url)(`PostgreSQL outages${url ? '' : ` (skipped: needs TEST_DATABASE_URL; run ${run})`}`, () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const lostIdleConnections: Error[] = [];
  let db: Db;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    db = await createPgDb({
      connectionString: url!,
      schema,
      max: 4,
      connectTimeoutMs: 2_000,
      onConnectionError: (err) => lostIdleConnections.push(err),
    });
    await migrate(db);
    await seed(db, undefined, { pathFixtures: false });
    app = buildApp({ db, config: defaultConfig({ timeouts: { ...defaultTimeouts, healthMs: 1_000 } }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.exec(`drop schema if exists "${schema}" cascade`);
    await db?.close();
  });

  const states = () =>
    fetch(`${base}${apiPaths.states}?IsActive=true`, { headers: keyHeader, signal: AbortSignal.timeout(10_000) });
  const health = () => fetch(`${base}/health`, { signal: AbortSignal.timeout(10_000) });

  /** Workers calling a query route and a transaction route over HTTP until stopped (at most 20 s); tallies "route status". */
  function startLoad(workers = 6) {
    const seen: Record<string, number> = {};
    const tally = (key: string) => (seen[key] = (seen[key] ?? 0) + 1);
    const until = Date.now() + 20_000;
    let running = true;
    const worker = async (i: number) => {
      while (running && Date.now() < until) {
        // Every fourth worker resets a password with an unknown link: a transaction answering 400.
        const route = i % 4 === 3 ? 'transaction' : 'query';
        try {
          const res =
            route === 'query'
              ? await states()
              : await fetch(`${base}${apiPaths.resetPassword}`, {
                  method: 'POST',
                  headers: { ...keyHeader, 'content-type': 'application/json' },
                  body: JSON.stringify({ resetToken: 'unknown-reset-link-token', password: 'Passw0rd!2' }),
                  signal: AbortSignal.timeout(10_000),
                });
          await res.arrayBuffer();
          tally(`${route} ${res.status}`);
        } catch (err) {
          tally(`${route} network error ${(err as Error).message}`);
        }
        await sleep(5);
      }
    };
    const done = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
    return {
      async stop() {
        running = false;
        await done;
        return seen;
      },
    };
  }

  /** Answers a user may get while the database is away: anything but a server error, except 503. */
  const acceptable = (seen: Record<string, number>) =>
    Object.keys(seen).filter((k) => {
      const status = Number(k.split(' ')[1]);
      return !(status < 500 || status === 503);
    });

  async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = await probe().catch(() => undefined as T);
      if (v !== undefined && ok(v)) return v;
      if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms`);
      await sleep(100);
    }
  }

  it('an idle pooled connection ended by the server is reported, not thrown, and the next call reconnects', async () => {
    await Promise.all(Array.from({ length: 4 }, () => states().then((r) => r.arrayBuffer())));
    expect(await terminateBackends()).toBeGreaterThan(0);
    await until(
      'the pool reporting the lost connections',
      async () => lostIdleConnections.length,
      (n) => n > 0,
      5_000,
    );
    // Each idle connection reports on its own socket: wait until no more arrive, so none is left to hand out.
    let reported = -1;
    await until(
      'the reports settling',
      async () => {
        const settled = reported === lostIdleConnections.length;
        reported = lostIdleConnections.length;
        if (!settled) await sleep(200);
        return settled;
      },
      (settled) => settled,
      5_000,
    );
    expect((lostIdleConnections[0] as Error & { code?: string }).code).toBe('57P01');
    expect((await states()).status).toBe(200);
  });

  it('under load, ending every backend answers only 200 or 503, and 200 again right after', async () => {
    const load = startLoad();
    await sleep(800);
    const ended = [await terminateBackends()];
    await sleep(600);
    ended.push(await terminateBackends());
    await sleep(800);
    const seen = await load.stop();
    console.info(`terminate backends under load: ended ${ended.join(' + ')} backends; answers ${JSON.stringify(seen)}`);
    expect(acceptable(seen)).toEqual([]);
    expect(seen['query 200']).toBeGreaterThan(0);
    expect((await states()).status).toBe(200);
    expect((await health()).status).toBe(200);
  }, 40_000);

  it.skipIf(!pgCtl)(
    `a restart: health and API answer 503 while PostgreSQL is down, 200 once it is back${pgCtl ? '' : ' (skipped: needs TEST_PG_CTL from scripts/with-postgres.sh)'}`,
    async () => {
      const load = startLoad();
      await sleep(500);
      const stoppedAt = Date.now();
      await promisify(execFile)(pgCtl!, ['stop']);

      const down = await health();
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', database: 'down' });
      const refused = await states();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await refused.json()).status).toEqual({
        success: false,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
      await sleep(1_000);

      await promisify(execFile)(pgCtl!, ['start']);
      await until(
        'GET /health answering 200',
        () => health().then((r) => r.status),
        (s) => s === 200,
      );
      const backAfterMs = Date.now() - stoppedAt;
      expect((await states()).status).toBe(200);
      await sleep(500);
      const seen = await load.stop();
      console.info(
        `PostgreSQL restart under load: 200 again ${backAfterMs} ms after the stop began; answers ${JSON.stringify(seen)}`,
      );
      expect(acceptable(seen)).toEqual([]);
      expect(seen['query 503']).toBeGreaterThan(0);
    },
    60_000,
  );
});
