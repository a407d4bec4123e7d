import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { chapterLaunchResponseSchema, timeCreditResponseSchema } from '../../contracts/courseTaking';
import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import { defaultConfig } from '../../server/config';
import type { Db } from '../../server/db';
import { createTestDb, keyHeader, seedPassword, uniqueEmail } from './helpers';
import { verifiedAtEveryChapter } from './identityFixtures';

/*
 * Seat time on the database's clock: a study window opened on one instance and credited on another whose clock runs
 * ten minutes ahead credits the time that really passed, not ten minutes. Both instances run on real time (no test
 * clock), as production does. PostgreSQL only: the embedded database reads its time from the process's own clock,
 * which this test moves to stand for the second machine's.
 */
const url = process.env.TEST_DATABASE_URL;
const skewMs = 10 * 60_000;

let db: Db;
let close: () => Promise<void>;
const instances: ReturnType<typeof buildApp>[] = [];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  for (let i = 0; i < 2; i++) {
    const app = buildApp({ db, config: defaultConfig() });
    await app.ready();
    instances.push(app);
  }
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await close?.();
});

async function call(
  app: (typeof instances)[number],
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...keyHeader, authorization: `Bearer ${token}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe.skipIf(!url)('seat time across instances whose clocks disagree', () => {
  it('credits the time that passed by the database clock, not the ten minutes the second machine adds', async () => {
    const [a, b] = instances;
    const email = uniqueEmail('skew');
    const [student] = await db.query<{ student_id: number }>(
      `insert into students (email, password_hash, first_name, last_name, status, is_verified, password_expired, state_id)
       values ($1, $2, 'Skew', 'Student', 'Active', true, false, 5) returning student_id`,
      [email, await hashPassword(seedPassword)],
    );
    const [course] = await db.query<{ student_course_id: number }>(
      `insert into student_courses (student_id, config_course_id, status, purchased_at, expires_at)
       values ($1, 611, 'Active', now(), now() + interval '365 days') returning student_course_id`,
      [student.student_id],
    );
    await verifiedAtEveryChapter(db, course.student_course_id, new Date());
    const signIn = await a.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: keyHeader,
      payload: { emailId: email, password: seedPassword },
    });
    const token: string = signIn.json().token;

    const launched = chapterLaunchResponseSchema.parse(
      await call(a, 'POST', apiPaths.chapterLaunch, token, { studentCourseId: course.student_course_id }),
    ).data!;
    if (launched.outcome !== 'open') throw new Error(`expected the chapter to open, got ${launched.outcome}`);

    // The second machine's clock runs ten minutes ahead; a few seconds really pass.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + skewMs);
    const credit = timeCreditResponseSchema.parse(
      await call(b, 'PUT', apiPaths.timeManagement, token, {
        studentCourseId: course.student_course_id,
        studentCourseChapterId: launched.studentCourseChapterId,
        timeSpent: 600,
        timeConsumedAfterIdentityVerification: 0,
      }),
    ).data!;
    expect(credit.credited).toBeGreaterThanOrEqual(1);
    expect(credit.credited).toBeLessThanOrEqual(10);
  });
});
