import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import { identityVerifiedFailedMessage } from '../../contracts/identityChecks';
import * as apiPaths from '../../contracts/paths';
import {
  typingCheckResponseSchema,
  typingEnrolmentResponseSchema,
  type TypingSample,
  typingVerdictResponseSchema,
} from '../../contracts/typingPattern';
import { makeTypists, seededRandom, typeSample } from '../../server/identity/typing/syntheticTypists';
import { typingMessages } from '../../server/identity/typing/typingService';
import { identityDemoCourseId } from '../../server/seed/catalog';
import {
  expectRefusal,
  launchChapter,
  seededAccounts,
  studentInCourse,
  type TestServer,
  useTestServer,
} from './helpers';

const t = useTestServer();
const [student, stranger] = makeTypists(2, 2026);
const random = seededRandom(14);
const steady = { pauseChance: 0 };
const samplesOf = (typist: typeof student, n: number) =>
  Array.from({ length: n }, () => typeSample(typist, random, steady));

const studentWithCourse = (t: TestServer) =>
  studentInCourse(t, identityDemoCourseId, {
    // Course 992 also asks a webcam photo at every chapter (webcam.test.ts): taken here, so only typing is asked.
    prepare: (studentCourseId) =>
      t.db.query(
        `insert into identity_checks (student_course_id, course_round, kind, chapter_id, status, started_at, finished_at)
         select $1, 1, 'webcamPhoto', ch.chapter_id, 'passed', $2, $2 from course_chapters ch where ch.config_course_id = $3`,
        [studentCourseId, t.clock(), identityDemoCourseId],
      ),
  });

const launch = (token: string, studentCourseId: number, chapterNumber?: number) =>
  launchChapter(t, token, studentCourseId, chapterNumber);

const enrolCall = (token: string, studentCourseId: number, samples: TypingSample[]) =>
  t.call({
    method: 'POST',
    url: apiPaths.typingPattern,
    token,
    payload: { studentCourseId, samples, chapterNumber: 1 },
  });

async function startCheck(token: string, studentCourseId: number, chapterNumber = 1) {
  const res = await t.call({
    method: 'POST',
    url: apiPaths.typingPatternCheck,
    token,
    payload: { studentCourseId, chapterNumber },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return typingCheckResponseSchema.parse(res.body).data!;
}

async function send(token: string, studentCourseId: number, checkId: number, sample: TypingSample | null) {
  const res = await t.call({
    method: 'PUT',
    url: apiPaths.typingPattern,
    token,
    headers: { 'user-agent': 'TypingTest/1.0' },
    payload: { studentCourseId, checkId, sample },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { verdict: typingVerdictResponseSchema.parse(res.body).data!, message: res.body.status.message };
}

const openCheck = async (token: string, studentCourseId: number) => {
  const check = await startCheck(token, studentCourseId);
  if (check.status !== 'open') throw new Error(`expected an open check, got ${check.status}`);
  return check;
};

/** An enrolled student, an hour after the enrolment: the hourly check is due at chapter 1. */
async function enrolledAnHourAgo() {
  const s = await studentWithCourse(t);
  const res = await enrolCall(s.token, s.studentCourseId, samplesOf(student, 3));
  expect(typingEnrolmentResponseSchema.parse(res.body).data).toEqual({ outcome: 'enrolled' });
  t.clock.advance(61 * 60_000);
  s.token = (await t.login(s.email)).token;
  return s;
}

describe('typing-pattern-save (02 §2; IL 1066.70(b))', () => {
  it('asks a new student of course 992 to enrol before the first chapter, then opens it (the enrolment verifies)', async () => {
    const s = await studentWithCourse(t);
    expect(await launch(s.token, s.studentCourseId)).toEqual({
      outcome: 'identityCheckDue',
      chapterNumber: 1,
      steps: ['typingPatternSetup'],
    });
    expect(await startCheck(s.token, s.studentCourseId)).toEqual({ status: 'setupDue' });
    // Fewer than three samples, or a sample that is not the phrase's length, are refused.
    expect((await enrolCall(s.token, s.studentCourseId, samplesOf(student, 2))).statusCode).toBe(400);
    const short = samplesOf(student, 3);
    short[1] = { keyDowns: short[1].keyDowns.slice(2), keyUps: short[1].keyUps.slice(2) };
    expect((await enrolCall(s.token, s.studentCourseId, short)).statusCode).toBe(400);

    const res = await enrolCall(s.token, s.studentCourseId, samplesOf(student, 3));
    expect(res.body.status.message).toBe(typingMessages.enrolled);
    expect(typingEnrolmentResponseSchema.parse(res.body).data).toEqual({ outcome: 'enrolled' });
    expect((await launch(s.token, s.studentCourseId)).outcome).toBe('open');
    // Once: a second enrolment is refused.
    expectRefusal(
      await enrolCall(s.token, s.studentCourseId, samplesOf(stranger, 3)),
      409,
      typingMessages.alreadyEnrolled,
      failureCodes.securityAnswersSaved,
    );
  });

  it('asks again for a sample typed by someone else among the three', async () => {
    const s = await studentWithCourse(t);
    const samples = [...samplesOf(student, 2), typeSample(stranger, random, steady)];
    const res = await enrolCall(s.token, s.studentCourseId, samples);
    expect(typingEnrolmentResponseSchema.parse(res.body).data).toEqual({ outcome: 'sampleAgain', sampleIndex: 2 });
    expect(await t.db.query('select 1 from student_typing_templates where student_id = $1', [s.studentId])).toEqual([]);
  });
});

describe('typing-pattern-verification (02 §2; IL 1066.70(b))', () => {
  it('is due an hour after the last verification; the student’s own rhythm passes, with its score kept', async () => {
    const s = await enrolledAnHourAgo();
    expect(await launch(s.token, s.studentCourseId)).toEqual({
      outcome: 'identityCheckDue',
      chapterNumber: 1,
      steps: ['typingPattern'],
    });
    const check = await openCheck(s.token, s.studentCourseId);
    expect(check.mismatchesLeft).toBe(3);
    expect(Date.parse(check.deadline!) - Date.parse(check.serverNow)).toBe(60_000);
    const { verdict, message } = await send(
      s.token,
      s.studentCourseId,
      check.checkId,
      typeSample(student, random, steady),
    );
    expect(verdict).toEqual({ outcome: 'verified' });
    expect(message).toBe(typingMessages.verdict);
    expect((await launch(s.token, s.studentCourseId)).outcome).toBe('open');
    const [row] = await t.db.query<{ outcome: string; score: number; threshold: number; user_agent: string }>(
      `select t.outcome, t.score, t.threshold, t.user_agent from identity_typing_tries t
         join identity_checks c using (identity_check_id) where c.student_course_id = $1`,
      [s.studentCourseId],
    );
    expect(row).toMatchObject({ outcome: 'match', user_agent: 'TypingTest/1.0' });
    expect(row.score).toBeLessThanOrEqual(row.threshold);
  });

  it('someone else’s rhythm mismatches; the third mismatch fails the course (Illinois)', async () => {
    const s = await enrolledAnHourAgo();
    for (const left of [2, 1]) {
      const check = await openCheck(s.token, s.studentCourseId);
      const { verdict } = await send(s.token, s.studentCourseId, check.checkId, typeSample(stranger, random, steady));
      expect(verdict).toEqual({ outcome: 'mismatch', timedOut: false, mismatchesLeft: left });
    }
    const check = await openCheck(s.token, s.studentCourseId);
    expect(check.mismatchesLeft).toBe(1);
    const { verdict, message } = await send(
      s.token,
      s.studentCourseId,
      check.checkId,
      typeSample(stranger, random, steady),
    );
    expect(verdict).toEqual({ outcome: 'courseFailed', timedOut: false });
    expect(message).toBe(identityVerifiedFailedMessage);
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'notAvailable' });
  });

  it('a reload keeps the try and its deadline; no sample in 60 seconds counts as a mismatch', async () => {
    const s = await enrolledAnHourAgo();
    const first = await openCheck(s.token, s.studentCourseId);
    t.clock.advance(20_000);
    expect(await openCheck(s.token, s.studentCourseId)).toMatchObject({
      checkId: first.checkId,
      deadline: first.deadline,
    });
    t.clock.advance(41_000);
    const next = await openCheck(s.token, s.studentCourseId);
    expect(next.mismatchesLeft).toBe(2);
    expect(next.deadline).not.toBe(first.deadline);
    // The page sends no sample when its countdown ends: the same.
    expect((await send(s.token, s.studentCourseId, next.checkId, null)).verdict).toEqual({
      outcome: 'mismatch',
      timedOut: true,
      mismatchesLeft: 1,
    });
  });

  it('refuses a sample for a check that is not open, and another student’s course', async () => {
    const s = await enrolledAnHourAgo();
    const check = await openCheck(s.token, s.studentCourseId);
    await send(s.token, s.studentCourseId, check.checkId, typeSample(student, random, steady));
    const again = await t.call({
      method: 'PUT',
      url: apiPaths.typingPattern,
      token: s.token,
      payload: {
        studentCourseId: s.studentCourseId,
        checkId: check.checkId,
        sample: typeSample(student, random, steady),
      },
    });
    expectRefusal(again, 409, typingMessages.closed, failureCodes.identityCheckClosed);
    const intruder = await studentWithCourse(t);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.typingPatternCheck,
      token: intruder.token,
      payload: { studentCourseId: s.studentCourseId, chapterNumber: 1 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('seeded typist (README)', () => {
  it('typist@example.com: course 992 asks for the typing enrolment, then the webcam photo, at chapter 1', async () => {
    const { token } = await t.login(seededAccounts.typist.email);
    const [course] = await t.db.query<{ student_course_id: number }>(
      'select sc.student_course_id from student_courses sc join students s using (student_id) where s.email = $1',
      [seededAccounts.typist.email],
    );
    expect(await launch(token, course.student_course_id)).toMatchObject({
      outcome: 'identityCheckDue',
      steps: ['typingPatternSetup', 'webcamPhoto'],
    });
  });
});
