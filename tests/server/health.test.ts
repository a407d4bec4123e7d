import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import type { Db } from '../../server/db';
import { DatabaseUnavailableError } from '../../server/db/unavailable';
import { defaultTimeouts } from '../../server/timeouts';
import { useTestServer } from './helpers';

const t = useTestServer();
const apps: FastifyInstance[] = [];
// Queries of the "not answering" database hang until the file ends (closing the app waits for its background work).
let answerAtLast = () => {};
const hanging = new Promise<never>((_resolve, reject) => {
  answerAtLast = () => reject(new DatabaseUnavailableError(new Error('test over')));
});
hanging.catch(() => undefined);
afterAll(async () => {
  answerAtLast();
  await Promise.all(apps.map((a) => a.close()));
});

/** The same app over a database that refuses (or never answers) every query. */
function appWithDatabase(query: Db['query'], healthMs = defaultTimeouts.healthMs) {
  const db: Db = { ...t.db, query, exec: async () => query('') as never, transaction: async () => query('') as never };
  const app = buildApp({ db, config: defaultConfig({ timeouts: { ...defaultTimeouts, healthMs } }) });
  apps.push(app);
  return app;
}

describe('GET /health', () => {
  it('answers 200 when the database answers, without a subscription key, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database refuses', async () => {
    const app = appWithDatabase(() => Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED'))));
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 within its time limit when the database does not answer at all', async () => {
    const app = appWithDatabase(() => hanging, 300);
    await app.ready();
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('GET /health/live and /health/ready', () => {
  it('answers liveness while the process answers, even with the database down', async () => {
    const app = appWithDatabase(() => Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED'))));
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('is not ready while something it needs is still loading, and ready once it has', async () => {
    let loading: string | undefined = 'face analysis model loading';
    const app = buildApp({ db: t.db, config: defaultConfig(), readiness: [() => loading] });
    apps.push(app);
    const starting = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting', waitingFor: ['face analysis model loading'] });
    loading = undefined;
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
