/**
 * Sign-in flood benchmark (docs/decisions.md "Sign-in, e-mail code and reset-mail limits"): how much a wrong-password
 * flood slows everybody else down.
 *
 *   npm run bench:signin            # 5 s per phase, 50 flood connections, 10 measuring connections
 *   BENCH_SECONDS=3 npm run bench:signin
 *   BENCH_SMOKE=1 npm run bench:signin     # smoke mode (bench/smoke.ts): 1 s per phase, 10 flood connections
 *
 * Starts its own server (PGlite in a temporary folder, 127.0.0.1, a free port) in a child process, so the
 * load generator does not share the server's event loop, and measures in one run:
 *   1. baseline: GET of the states list, nothing else going on;
 *   2. flood the limits cannot stop: 50 connections of wrong passwords, each request for a new e-mail from a new
 *      address (X-Forwarded-For; trustProxy is on), so every request is hashed — what every wrong password cost
 *      before the limits (before the fix the issue's flood below looked like this);
 *   3. the issue's flood: 50 connections of wrong passwords for one account from one address.
 * Speed figures belong here, not in timed tests (the figures vary with the machine).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from '../bench/appServer';
import { benchSetting, benchSmoke } from '../bench/smoke';
import { defaultSubscriptionKey } from '../contracts/headers';
import * as apiPaths from '../contracts/paths';

const seconds = benchSetting('BENCH_SECONDS', 5, 1);
const floodConnections = benchSetting('BENCH_FLOOD', 50, 10);
const measureConnections = benchSetting('BENCH_MEASURE', 10, 2);

interface Answer {
  status: number;
}

function request(
  agent: http.Agent,
  port: number,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'ocp-apim-subscription-key': defaultSubscriptionKey,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** `connections` loops sending `next()` until the deadline; answers counted by status. */
async function load(
  port: number,
  connections: number,
  until: number,
  next: (i: number) => [string, string, unknown?, Record<string, string>?],
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const counts = new Map<number, number>();
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const [method, url, body, headers] = next(n++);
        const { status } = await request(agent, port, method, url, body, headers);
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  return counts;
}

const statesUrl = `${apiPaths.states}?IsActive=true`;
const total = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const perSecond = (count: number) => Math.round(count / seconds);

async function phase(
  port: number,
  name: string,
  flood?: (i: number) => [string, string, unknown?, Record<string, string>?],
) {
  const until = Date.now() + seconds * 1000;
  const [states, attempts] = await Promise.all([
    load(port, measureConnections, until, () => ['GET', statesUrl]),
    flood ? load(port, floodConnections, until, flood) : Promise.resolve(new Map<number, number>()),
  ]);
  return {
    phase: name,
    'states req/s': perSecond(states.get(200) ?? 0),
    'sign-ins/s': perSecond(total(attempts)),
    'checked (401)/s': perSecond(attempts.get(401) ?? 0),
    'refused (429)/s': perSecond(attempts.get(429) ?? 0),
  };
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-signin-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_APP: 'false',
      LOG_LEVEL: 'warn',
      // A smoke run only proves the benchmark runs: its server seeds at a test run's password cost. The full run
      // measures production's, which is what a flood of wrong passwords costs.
      ...(benchSmoke ? { PASSWORD_HASH_COST: '1024' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const agent = new http.Agent({ keepAlive: false });
    for (let i = 0; ; i++) {
      try {
        if ((await request(agent, port, 'GET', statesUrl)).status === 200) break;
      } catch {
        /* not listening yet */
      }
      if (i > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Warm-up: first queries and the dummy password hash.
    await load(port, 4, Date.now() + 1000, () => ['GET', statesUrl]);
    await request(
      agent,
      port,
      'POST',
      apiPaths.login,
      { emailId: 'warm-up@example.com', password: 'x' },
      { 'x-forwarded-for': '198.51.100.1' },
    );

    const rows = [await phase(port, 'baseline (no flood)')];
    rows.push(
      await phase(
        port,
        `${floodConnections} connections, new account + address each request (unlimitable; = before)`,
        (i) => [
          'POST',
          apiPaths.login,
          { emailId: `nobody-${i}@example.com`, password: 'Wrong-pass1' },
          { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        ],
      ),
    );
    rows.push(
      await phase(port, `${floodConnections} connections, one account, one address (the issue's flood)`, () => [
        'POST',
        apiPaths.login,
        { emailId: 'student@example.com', password: 'Wrong-pass1' },
        { 'x-forwarded-for': '203.0.113.7' },
      ]),
    );
    console.log(
      `\nSign-in flood benchmark: ${seconds} s per phase, ${measureConnections} connections measuring GET ${apiPaths.states}\n`,
    );
    console.table(rows);
    // Whatever the speed, the measured requests must be answered and the flood's passwords checked or refused.
    const broken = rows.filter((r) => r['states req/s'] === 0 || (r !== rows[0] && r['sign-ins/s'] === 0));
    if (broken.length > 0) {
      console.error(`bench:signin: no answers in ${broken.map((r) => `'${r.phase}'`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
