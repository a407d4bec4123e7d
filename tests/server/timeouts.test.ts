import net from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { defaultTimeouts, type Timeouts, timeoutsFromEnv } from '../../server/timeouts';
import { createTestDb, keyHeader } from './helpers';

// Small limits so each case takes seconds; the defaults are 20 s headers, 30 s request, 60 s idle.
const timeouts: Timeouts = {
  ...defaultTimeouts,
  headersMs: 1_000,
  requestMs: 2_000,
  idleMs: 1_500,
  keepAliveMs: 1_000,
};
let app: FastifyInstance;
let port: number;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDb();
  closeDb = created.close;
  app = buildApp({ db: created.db, config: defaultConfig({ timeouts }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await closeDb?.();
});

/** Opens a raw connection, sends `first`, then `drip()` every second; resolves when the server closes it (or at capMs). */
function slowClient(first: string, drip: () => string, capMs = 10_000) {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => {
    answer += d.toString();
  });
  socket.on('error', () => undefined);
  socket.write(first);
  const tick = setInterval(() => socket.writable && socket.write(drip()), 1_000);
  return new Promise<{ closed: boolean; afterMs: number; statusLine: string }>((resolve) => {
    const done = (closed: boolean) => {
      clearInterval(tick);
      socket.destroy();
      resolve({ closed, afterMs: Date.now() - started, statusLine: answer.split('\r\n')[0] });
    };
    socket.on('close', () => done(true));
    setTimeout(() => done(false), capMs);
  });
}

const post = `POST ${apiPaths.login} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n`;

describe('HTTP time limits', () => {
  it('a body sent a byte a second is cut off at the request limit with 408', async () => {
    const r = await slowClient(
      `${post}Content-Length: 1000\r\nocp-apim-subscription-key: ${keyHeader['ocp-apim-subscription-key']}\r\n\r\n`,
      () => 'x',
    );
    expect(r.closed).toBe(true);
    expect(r.afterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(r.afterMs).toBeLessThan(timeouts.requestMs + 3_000);
    expect(r.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('headers sent a line a second are cut off at the header limit with 408', async () => {
    let n = 0;
    const r = await slowClient(post, () => `X-Slow-${n++}: 1\r\n`);
    expect(r.closed).toBe(true);
    expect(r.afterMs).toBeLessThan(timeouts.headersMs + 3_000);
    expect(r.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('a connection that sends nothing is closed at the header limit', async () => {
    const r = await slowClient('', () => '');
    expect(r.closed).toBe(true);
    expect(r.afterMs).toBeLessThan(timeouts.headersMs + 3_000);
  });

  it('a normal request is answered as before', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${apiPaths.states}?IsActive=true`, { headers: keyHeader });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toHaveLength(51);
  });
});

describe('time limits from the environment', () => {
  it('default to 20 s headers, 30 s request, 60 s idle, 72 s keep-alive, 10 s shutdown', () => {
    expect(timeoutsFromEnv({})).toMatchObject({
      headersMs: 20_000,
      requestMs: 30_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
      shutdownMs: 10_000,
    });
  });

  it('take overrides and refuse values that are not positive milliseconds', () => {
    expect(timeoutsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '45000', SHUTDOWN_TIMEOUT_MS: '3000' })).toMatchObject({
      requestMs: 45_000,
      shutdownMs: 3_000,
    });
    expect(() => timeoutsFromEnv({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
    expect(() => timeoutsFromEnv({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => timeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      /must not exceed HTTP_REQUEST_TIMEOUT_MS/,
    );
  });
});
