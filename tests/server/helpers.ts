import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';

import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import { type AppDeps, buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import type { ServerConfig } from '../../server/config';
import { defaultConfig } from '../../server/config';
import { createPgDb, createPgliteDb, type Db, migrate } from '../../server/db';
import { seed, seededAccounts, seedPassword } from '../../server/seed';

export { seededAccounts, seedPassword };
export const keyHeader = { [headerNames.subscriptionKey]: defaultSubscriptionKey };
/** An e-mail address no other test uses: `prefix-<8 hex>@example.com`. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
const snapshotPrefix = 'traffic-school-test-db-';

/** Sources whose change invalidates the cached database snapshot (plus the date: seeded dates are relative to today). */
function snapshotKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const dir of ['db/migrations', 'seed']) {
    const files = readdirSync(path.join(serverDir, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(serverDir, path.join(entry.parentPath, entry.name)))
      .sort();
    for (const f of files) hash.update(f).update(readFileSync(path.join(serverDir, f)));
  }
  hash.update(readFileSync(path.join(serverDir, 'auth/password.ts')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded in-memory PGlite. The first test file of a day pays for initdb, migrations and seed and
 * leaves a tarball in the temp folder; later files start from it (under a second instead of several).
 */
async function seededPglite(): Promise<Db> {
  const file = path.join(tmpdir(), `${snapshotPrefix}${snapshotKey()}.tar`);
  if (existsSync(file)) {
    try {
      return await createPgliteDb(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      rmSync(file, { force: true });
    }
  }
  const db = await createPgliteDb();
  await migrate(db);
  await seed(db, undefined, { pathFixtures: false });
  const tarball = Buffer.from(await (await db.dump()).arrayBuffer());
  for (const old of readdirSync(tmpdir()).filter((f) => f.startsWith(snapshotPrefix)))
    rmSync(path.join(tmpdir(), old), { force: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, tarball);
  renameSync(tmp, file);
  return db;
}

/**
 * A fresh migrated and seeded database: in-memory PGlite, or, with TEST_DATABASE_URL, a schema of its own on that
 * PostgreSQL server (dropped on close) so test files never see each other's rows.
 */
export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const db = await createPgDb({ connectionString: url, schema, max: 4 });
    await migrate(db);
    await seed(db, undefined, { pathFixtures: false });
    return {
      db,
      close: async () => {
        await db.exec(`drop schema if exists "${schema}" cascade`);
        await db.close();
      },
    };
  }
  const db = await seededPglite();
  return { db, close: () => db.close() };
}

/** A clock tests move by hand. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance: (ms: number) => {
      now += ms;
    },
    set: (d: Date) => {
      now = d.getTime();
    },
  });
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof testClock>;
  /** app.inject with the subscription key, JSON answer parsed. */
  call: (
    opts: InjectOptions & { token?: string; studentIdHeader?: number },
  ) => Promise<{ statusCode: number; body: any; headers: Record<string, unknown>; rawPayload: Buffer }>;
  /** A GET through `call`, signed in with `token` when given. */
  get: (url: string, token?: string) => Promise<{ statusCode: number; body: any; headers: Record<string, unknown> }>;
  login: (email: string, password?: string) => Promise<{ token: string; studentId: number; body: any }>;
  /** Mails in the outbox for an address, oldest first. */
  mailsTo: (to: string) => Promise<{ subject: string; body: string; sent_at: Date | null }[]>;
  createStudent: (
    fields: Partial<{ email: string; status: string; isVerified: boolean; passwordExpired: boolean; password: string }>,
  ) => Promise<{ studentId: number; email: string; password: string }>;
}

/**
 * One seeded database and app per test file (PGlite start-up costs seconds), torn down after the file.
 * Returns a holder filled in beforeAll.
 */
export function useTestServer(
  options: { config?: Partial<ServerConfig>; deps?: Partial<Omit<AppDeps, 'db' | 'config' | 'clock'>> } = {},
) {
  const t = {} as TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDb();
    close = created.close;
    const clock = testClock();
    const app = buildApp({
      db: created.db,
      config: defaultConfig({ devMailbox: true, ...options.config }),
      clock,
      ...options.deps,
    });
    await app.ready();
    Object.assign(t, {
      app,
      db: created.db,
      clock,
      async call({ token, studentIdHeader, headers, ...opts }) {
        const res = await app.inject({
          ...opts,
          headers: {
            ...keyHeader,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(studentIdHeader !== undefined ? { [headerNames.studentId]: String(studentIdHeader) } : {}),
            ...headers,
          },
        });
        let body: unknown = res.body;
        try {
          body = res.json();
        } catch {
          /* not JSON */
        }
        return { statusCode: res.statusCode, body, headers: res.headers, rawPayload: res.rawPayload };
      },
      get: (url, token) => t.call({ method: 'GET', url, token }),
      async login(email, password = seedPassword) {
        const res = await t.call({
          method: 'POST',
          url: '/improv-student-course-dashboard/student/login',
          payload: { emailId: email, password },
        });
        if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(res.body)}`);
        return { token: res.body.token, studentId: res.body.data.studentId, body: res.body };
      },
      async mailsTo(to) {
        return created.db.query(
          'select subject, body, sent_at from outbox where lower(to_address) = lower($1) order by mail_id',
          [to],
        );
      },
      async createStudent(fields) {
        const email = fields.email ?? uniqueEmail('s');
        const password = fields.password ?? seedPassword;
        const [row] = await created.db.query<{ student_id: number }>(
          `insert into students (email, password_hash, first_name, last_name, status, is_verified, password_expired, state_id)
           values ($1, $2, 'Test', 'Student', $3, $4, $5, 5) returning student_id`,
          [
            email,
            await hashPassword(password),
            fields.status ?? 'Active',
            fields.isVerified ?? true,
            fields.passwordExpired ?? false,
          ],
        );
        return { studentId: row.student_id, email, password };
      },
    } satisfies TestServer);
  });
  afterAll(async () => {
    await t.app?.close();
    await close?.();
  });
  return t;
}

/** The last 6-digit code mailed to an address. */
export async function lastCode(t: TestServer, to: string): Promise<string> {
  const mails = await t.mailsTo(to);
  const m = [...mails]
    .reverse()
    .map((x) => /Your verification code is (\d{6})/.exec(x.body))
    .find(Boolean);
  if (!m) throw new Error(`no code mailed to ${to}`);
  return m[1];
}

/** A refusal: the HTTP status, and exactly the envelope status `{ success: false, message, code }`. */
export function expectRefusal(
  res: { statusCode: number; body: any },
  statusCode: number,
  message: string,
  code: string,
) {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(statusCode);
  expect(res.body.status).toEqual({ success: false, message, code });
}

/** A sign-up that worked: 200, the success message and a session token. Answers the body parsed with `schema`. */
export function expectSignedUp<T extends { status: unknown; token?: string | null }>(
  res: { statusCode: number; body: unknown },
  schema: { parse: (body: unknown) => T },
  message: string,
): T {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const parsed = schema.parse(res.body);
  expect(parsed.status).toEqual({ success: true, message });
  expect(parsed.token).toMatch(/^[\w-]{40,}$/);
  return parsed;
}
