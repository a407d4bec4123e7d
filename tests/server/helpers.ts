import { randomBytes } from 'node:crypto';

import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';

import { chapterLaunchResponseSchema } from '../../contracts/courseTaking';
import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import type { RefusalParams } from '../../contracts/refusalParams';
import { type AppDeps, buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import type { ServerConfig } from '../../server/config';
import { defaultConfig } from '../../server/config';
import type { Db } from '../../server/db';
import { createPgliteDb } from '../../server/db';
import { seededAccounts, seedPassword } from '../../server/seed';
import { cloneTemplate, createEmptyPgDatabase, seededPglite } from './setup/seededDatabase';

export { seededAccounts, seedPassword };
export const keyHeader = { [headerNames.subscriptionKey]: defaultSubscriptionKey };
/** An e-mail address no other test uses: `prefix-<8 hex>@example.com`. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * A fresh migrated and seeded database of the file's own: an in-memory PGlite, or, with TEST_DATABASE_URL, a database
 * on that PostgreSQL server copied from the run's seeded template (dropped on close), so test files never see each
 * other's rows and may run side by side (tests/server/setup/seededDatabase.ts).
 */
export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('seededTemplate');
    if (!template)
      throw new Error('No seeded template database: run the server tests through the vitest project "server"');
    return cloneTemplate(url, template);
  }
  const db = await seededPglite();
  return { db, close: () => db.close() };
}

/**
 * An empty database (nothing migrated) of the file's own, on the run's database: an in-memory PGlite, or with
 * TEST_DATABASE_URL a new PostgreSQL database. `another` opens a second connection pool on the same database, as a
 * second instance would (PGlite has one: the same handle).
 */
export async function createEmptyDb(): Promise<{ db: Db; another: () => Promise<Db>; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const empty = await createEmptyPgDatabase(url);
    return { db: await empty.connect(), another: () => empty.connect(), close: empty.close };
  }
  const db = await createPgliteDb();
  return { db, another: async () => db, close: () => db.close() };
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

/** `TestServer.call` on this app: the subscription key, a session token and the student header as asked. */
function callOn(app: FastifyInstance): TestServer['call'] {
  return async ({ token, studentIdHeader, headers, ...opts }) => {
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
  };
}

/**
 * A second instance of the server on the same database and clock, as a school runs several behind a load balancer
 * (its own process state: gateways, caches, timers). Closed by the caller.
 */
export async function anotherInstance(
  t: TestServer,
  options: { config?: Partial<ServerConfig>; deps?: Partial<Omit<AppDeps, 'db' | 'config' | 'clock'>> } = {},
): Promise<TestServer> {
  const app = buildApp({
    db: t.db,
    config: defaultConfig({ devMailbox: true, ...options.config }),
    clock: t.clock,
    timedJobs: 'byHand',
    ...options.deps,
  });
  await app.ready();
  const call = callOn(app);
  return { ...t, app, call, get: (url, token) => call({ method: 'GET', url, token }) };
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
    // Its clock moves by hand, and so do the sweep and the clean-up: a test runs them when its case needs, and no tick
    // of the wall clock runs them between its steps (tests/server/backgroundJobs.test.ts tests them on their own).
    const app = buildApp({
      db: created.db,
      config: defaultConfig({ devMailbox: true, ...options.config }),
      clock,
      timedJobs: 'byHand',
      ...options.deps,
    });
    await app.ready();
    Object.assign(t, {
      app,
      db: created.db,
      clock,
      call: callOn(app),
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

/**
 * A new student who has paid for a course, as checkout leaves it: the course `status` (Active unless told), bought
 * now with a year to finish; `prepare` adds what the test needs to the course before the student signs in.
 */
export async function studentInCourse(
  t: TestServer,
  configCourseId: number,
  { status = 'Active', prepare }: { status?: string; prepare?: (studentCourseId: number) => Promise<unknown> } = {},
) {
  const { email, studentId } = await t.createStudent({});
  const [course] = await t.db.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, purchased_at, expires_at)
     values ($1, $2, $4, $3, $3::timestamptz + interval '365 days') returning student_course_id`,
    [studentId, configCourseId, t.clock(), status],
  );
  const studentCourseId = course.student_course_id;
  await prepare?.(studentCourseId);
  const { token } = await t.login(email);
  return { token, email, studentId, studentCourseId };
}

/** Launches a chapter (the next one, or `chapterNumber`): asks 200 and answers the launch outcome. */
export async function launchChapter(t: TestServer, token: string, studentCourseId: number, chapterNumber?: number) {
  const res = await t.call({
    method: 'POST',
    url: apiPaths.chapterLaunch,
    token,
    payload: { studentCourseId, chapterNumber },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return chapterLaunchResponseSchema.parse(res.body).data!;
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
  params?: RefusalParams,
) {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(statusCode);
  expect(res.body.status).toEqual({ success: false, message, code, ...(params ? { params } : {}) });
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
