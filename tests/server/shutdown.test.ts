import http from 'node:http';
import net from 'node:net';

import { describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import type { Db } from '../../server/db';
import { gracefulShutdown } from '../../server/shutdown';
import { createTestDb, keyHeader } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statesUrl = `${apiPaths.states}?IsActive=true`;

/** A listening app whose states query first waits for `delay()` (a slow database for that one call). */
async function startServer(delay: () => Promise<unknown>) {
  const created = await createTestDb();
  let dbClosed = false;
  const db: Db = {
    ...created.db,
    query: async (sql, params) => {
      if (/from states/.test(sql)) await delay();
      return created.db.query(sql, params);
    },
  };
  const app = buildApp({ db, config: defaultConfig() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;
  const close = async () => {
    await created.close();
    dbClosed = true;
  };
  return { app, port, close, dbClosed: () => dbClosed };
}

/** One request on a new connection (no keep-alive pool): status and body, or the connection error's code. */
function get(port: number, path: string) {
  return new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: keyHeader, agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
  });
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, answers health 503, then closes the database', async () => {
    const s = await startServer(() => sleep(1_000));
    // A load balancer's health check already connected, its request arriving during the shutdown.
    const probe = net.connect(s.port, '127.0.0.1');
    let probeAnswer = '';
    probe.on('data', (d) => (probeAnswer += d.toString()));
    probe.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const inFlight = get(s.port, statesUrl);
    await sleep(300);
    const shutdown = gracefulShutdown({ app: s.app, db: { close: s.close }, timeoutMs: 5_000 });
    await sleep(100);

    expect(await get(s.port, '/health')).toEqual({ error: 'ECONNREFUSED' });
    probe.write('\r\n');
    await new Promise((r) => probe.on('close', r));
    expect(probeAnswer.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body!).data).toHaveLength(51);
    const result = await shutdown;
    expect(result.clean).toBe(true);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(500);
    expect(s.dbClosed()).toBe(true);
  });

  it('stops waiting at its bound when a request never finishes, and still closes the database', async () => {
    let release = () => {};
    const s = await startServer(() => new Promise<void>((r) => (release = r)));
    const inFlight = get(s.port, statesUrl);
    await sleep(300);
    const result = await gracefulShutdown({ app: s.app, db: { close: s.close }, timeoutMs: 800 });
    expect(result.clean).toBe(false);
    expect(result.elapsedMs).toBeLessThan(800 + 2_500);
    // The stuck request's connection was cut off rather than left hanging.
    expect((await inFlight).error).toBeDefined();
    expect(s.dbClosed()).toBe(true);
    release();
  });
});
