import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import type { RegistrationRequest } from '../../contracts/registration';
import { seededAccounts, seedPassword, uniqueEmail } from './helpers';
import { createEmptyPgDatabase } from './setup/seededDatabase';

/*
 * Production on one PostgreSQL with several instances (docs/deploy.md): an instance refuses a database `npm run migrate`
 * has not prepared; two migrations at once take turns; two instances started together both come up, and a student
 * registered on one signs in on the other and meets one sign-in limit across both. Real processes (server/main.ts,
 * server/migrateCommand.ts) on a new, empty database; PostgreSQL only (production refuses the embedded database).
 */
const url = process.env.TEST_DATABASE_URL;
const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;
const subscriptionKey = 'production-instances-test-key';
/** One data key for every process of the file, as every instance of a school shares it. */
const dataKeys = `instances-test:${randomBytes(32).toString('base64')}`;

let empty: Awaited<ReturnType<typeof createEmptyPgDatabase>>;
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const productionEnv = (port: number) => ({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: empty.url,
  TEST_DATABASE_URL: '',
  PASSWORD_HASH_COST: '',
  PORT: String(port),
  HOST: '127.0.0.1',
  SERVE_APP: 'false',
  SUBSCRIPTION_KEY: subscriptionKey,
  ADMIN_KEY: 'production-instances-admin-key',
  // Nothing listens there: mail stays in the outbox, its delivery failure logged.
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  PARENT_TOKEN_SECRET: 'production-instances-parent-secret',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
  DATA_KEYS: dataKeys,
  LOG_LEVEL: 'warn',
});

/** Runs a script to its end: its exit code and what it wrote. */
function run(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [script], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function startInstance(): Promise<string> {
  const port = await freePort();
  const child = spawn(tsx, ['server/main.ts'], { cwd: root, env: productionEnv(port), stdio: 'ignore' });
  running.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 150_000; waited += 250) {
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return base;
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on ${port} not ready within 150 s`);
}

const post = (base: string, path: string, payload: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [headerNames.subscriptionKey]: subscriptionKey },
    body: JSON.stringify(payload),
  });

beforeAll(async () => {
  if (url) empty = await createEmptyPgDatabase(url);
});
afterAll(async () => {
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
  await empty?.close();
});

/*
 * Each instance is a fresh process that compiles the server with tsx and loads the face models before it is ready:
 * on a busy 2-core machine, beside the other server test files, that alone took more than the default 30 s.
 */
const startsProcesses = { timeout: 180_000 };

describe.skipIf(!url)('production: several instances on one PostgreSQL', () => {
  it('refuses to serve a database that has not been migrated, naming the step', startsProcesses, async () => {
    const refused = await run('server/main.ts', productionEnv(await freePort()));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/run `npm run migrate` first/);
  });

  it('migrates once when two migrations start together', startsProcesses, async () => {
    const env = productionEnv(0);
    const [a, b] = await Promise.all([run('server/migrateCommand.ts', env), run('server/migrateCommand.ts', env)]);
    expect([a.code, b.code], a.output + b.output).toEqual([0, 0]);
    // One applied the migrations, the other found none left.
    expect([a.output, b.output].filter((o) => /migrate: applied 0001_initial/.test(o))).toHaveLength(1);
    expect([a.output, b.output].filter((o) => /migrate: the database was up to date/.test(o))).toHaveLength(1);
  });

  it('serves one student across two instances started together, with one sign-in limit', startsProcesses, async () => {
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    const emailId = uniqueEmail('instances');
    const password = 'Lumen-walrus-7Tq';
    const registered = await post(a, apiPaths.registration, {
      configCourseId: 611,
      organisationId: 1001,
      student: { firstName: 'Casey', lastName: 'Both', emailId, password },
    } satisfies RegistrationRequest);
    expect(registered.status, await registered.clone().text()).toBe(200);

    const signedIn = await post(b, apiPaths.login, { emailId, password });
    expect(signedIn.status).toBe(200);
    // The demonstration's accounts do not exist in production.
    const demo = await post(b, apiPaths.login, { emailId: seededAccounts.student.email, password: seedPassword });
    expect(demo.status).toBe(401);

    // Wrong passwords alternate between the instances: the account's limit counts them together.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(i % 2 ? a : b, apiPaths.login, { emailId, password: 'Wrong-pass-1' })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});
