import { describe, expect, it } from 'vitest';

import {
  chapterPageResponseSchema,
  courseOutlineResponseSchema,
  timeCreditResponseSchema,
} from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { nextLocalMidnight, startOfLocalDay } from '../../server/courseTaking/zonedTime';
import { demoCourseId, ohioCourseId } from '../../server/seed/catalog';
import { seededCourseRules } from '../../server/seed/courseRules';
import {
  expectRefusal,
  launchChapter,
  seededAccounts,
  studentInCourse,
  type TestServer,
  useTestServer,
} from './helpers';
import { verifiedAtEveryChapter } from './identityFixtures';

const t = useTestServer();
const seconds = (n: number) => n * 1000;

/** A new student who has paid for a course (as checkout leaves it) and whose identity checks are passed. */
const studentWithCourse = (t: TestServer, configCourseId: number) =>
  studentInCourse(t, configCourseId, { prepare: (id) => verifiedAtEveryChapter(t.db, id, t.clock()) });

const outline = async (token: string, studentCourseId: number, language = 'en') =>
  courseOutlineResponseSchema.parse(
    (await t.get(`${apiPaths.courseOutline}?studentCourseId=${studentCourseId}&language=${language}`, token)).body,
  ).data!;

const launch = (token: string, studentCourseId: number, chapterNumber?: number) =>
  launchChapter(t, token, studentCourseId, chapterNumber);

async function opened(token: string, studentCourseId: number, chapterNumber?: number) {
  const answer = await launch(token, studentCourseId, chapterNumber);
  if (answer.outcome !== 'open') throw new Error(`expected the chapter to open, got ${answer.outcome}`);
  return answer;
}

async function sendTime(
  token: string,
  ids: { studentCourseId: number; studentCourseChapterId: number },
  timeSpent: number,
  url = apiPaths.timeManagement,
) {
  const res = await t.call({
    method: 'PUT',
    url,
    token,
    payload: { ...ids, timeSpent, timeConsumedAfterIdentityVerification: 0 },
  });
  expect(res.statusCode).toBe(200);
  return timeCreditResponseSchema.parse(res.body).data!;
}

describe('course outline, table of contents and syllabus', () => {
  it('lists a new course: the first chapter available, the rest locked, Start, no daily cap in California', async () => {
    const s = await studentWithCourse(t, 611);
    const course = await outline(s.token, s.studentCourseId);
    expect(course.chapters).toHaveLength(12);
    expect(course.chapters.map((c) => c.state)).toEqual(['available', ...Array(11).fill('locked')]);
    expect(course.chapters[0]).toMatchObject({ requiredSeconds: 20 * 60, creditedSeconds: 0 });
    expect(course.chapters[0].objectives.length).toBeGreaterThan(0);
    expect(course.measure).toBe('words');
    expect(course.progress).toMatchObject({
      chaptersDone: 0,
      chapterCount: 12,
      requiredSeconds: 240 * 60,
      action: 'start',
      nextChapterNumber: 1,
      today: { limited: false, availableSeconds: null, resetsAt: null },
    });
  });

  it("shows the seeded midway student's progress: three chapters done, the fourth in progress", async () => {
    const { token } = await t.login(seededAccounts.midway.email);
    const [row] = await t.db.query<{ student_course_id: number }>(
      `select sc.student_course_id from student_courses sc join students s using (student_id)
       where s.email = $1 and sc.config_course_id = 611`,
      [seededAccounts.midway.email],
    );
    const course = await outline(token, row.student_course_id);
    expect(course.chapters.slice(0, 5).map((c) => c.state)).toEqual([
      'completed',
      'completed',
      'completed',
      'inProgress',
      'locked',
    ]);
    expect(course.progress).toMatchObject({ chaptersDone: 3, action: 'continue', nextChapterNumber: 4 });
  });

  it('gives the text in the student language where the course has it, else in English', async () => {
    const demo = await studentWithCourse(t, demoCourseId);
    const spanish = await outline(demo.token, demo.studentCourseId, 'es-LA');
    const english = await outline(demo.token, demo.studentCourseId, 'en');
    expect(spanish.chapters[0].title).not.toBe(english.chapters[0].title);
    const california = await studentWithCourse(t, 611);
    const fallback = await outline(california.token, california.studentCourseId, 'ru');
    expect(fallback.chapters[0].title).toBe(
      (await outline(california.token, california.studentCourseId)).chapters[0].title,
    );
  });
});

describe('chapter launch and the chapter', () => {
  it('opens the next chapter, answers its sections, and refuses a locked one', async () => {
    const s = await studentWithCourse(t, demoCourseId);
    expect(await launch(s.token, s.studentCourseId, 2)).toEqual({ outcome: 'chapterLocked', chapterNumber: 2 });
    const open = await opened(s.token, s.studentCourseId);
    expect(open.chapterNumber).toBe(1);
    const page = chapterPageResponseSchema.parse(
      (
        await t.get(
          `${apiPaths.chapterContent}?studentCourseChapterId=${open.studentCourseChapterId}&language=zh`,
          s.token,
        )
      ).body,
    ).data!;
    expect(page).toMatchObject({
      chapterNumber: 1,
      chapterCount: 3,
      language: 'zh',
      requiredSeconds: 120,
      creditedSeconds: 0,
      isCompleted: false,
      nextChapterNumber: 2,
    });
    expect(page.content.sections.length).toBeGreaterThan(0);
    expect(page.content.sections.some((section) => section.figure !== null)).toBe(true);
  });

  it("completes a chapter's time on the server when its minutes are credited: its quiz is then the way on", async () => {
    const s = await studentWithCourse(t, demoCourseId);
    const open = await opened(s.token, s.studentCourseId);
    const ids = { studentCourseId: s.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    for (let i = 0; i < 3; i++) {
      t.clock.advance(seconds(30));
      expect((await sendTime(s.token, ids, 30)).chapterCompleted).toBe(false);
    }
    t.clock.advance(seconds(30));
    const last = await sendTime(s.token, ids, 30);
    expect(last).toMatchObject({ credited: 30, chapterSeconds: 120, requiredSeconds: 120, chapterCompleted: true });
    // The demo course has chapter quizzes: continuing leads to chapter 1's quiz; chapter 2 opens when it is passed.
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'quizDue', chapterNumber: 1 });
    expect(await launch(s.token, s.studentCourseId, 2)).toEqual({ outcome: 'chapterLocked', chapterNumber: 2 });
    expect((await outline(s.token, s.studentCourseId)).chapters[0].state).toBe('quizDue');
  });
});

describe('seat-time crediting', () => {
  it('never credits more than the wall-clock time: a forged timeSpent is clamped', async () => {
    const s = await studentWithCourse(t, 611);
    const open = await opened(s.token, s.studentCourseId);
    const ids = { studentCourseId: s.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    t.clock.advance(seconds(30));
    expect((await sendTime(s.token, ids, 3600)).credited).toBe(30);
    t.clock.advance(seconds(10));
    expect((await sendTime(s.token, ids, 30)).credited).toBe(10);
  });

  it('two tabs sending the same half minute are credited one half minute', async () => {
    const s = await studentWithCourse(t, 611);
    const open = await opened(s.token, s.studentCourseId);
    const ids = { studentCourseId: s.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    t.clock.advance(seconds(30));
    const [a, b] = await Promise.all([sendTime(s.token, ids, 30), sendTime(s.token, ids, 30)]);
    expect(a.credited + b.credited).toBe(30);
    expect(Math.max(a.chapterSeconds, b.chapterSeconds)).toBe(30);
  });

  it('a batch sent again after its answer was lost is not credited twice', async () => {
    const s = await studentWithCourse(t, 611);
    const open = await opened(s.token, s.studentCourseId);
    const payload = {
      studentCourseId: s.studentCourseId,
      studentCourseChapterId: open.studentCourseChapterId,
      timeSpent: 30,
      timeConsumedAfterIdentityVerification: 0,
      updateId: 'visit-1-1',
    };
    t.clock.advance(seconds(30));
    const first = await t.call({ method: 'PUT', url: apiPaths.timeManagement, token: s.token, payload });
    expect(first.body.data.credited).toBe(30);
    t.clock.advance(seconds(600));
    const again = await t.call({ method: 'PUT', url: apiPaths.timeManagement, token: s.token, payload });
    expect(again.body.data).toMatchObject({ credited: 0, chapterSeconds: 30 });
  });

  it('time kept while offline is credited when it arrives, within the time that passed', async () => {
    const s = await studentWithCourse(t, 611);
    const open = await opened(s.token, s.studentCourseId);
    const ids = { studentCourseId: s.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    t.clock.advance(seconds(300));
    expect((await sendTime(s.token, ids, 300)).credited).toBe(300);
  });

  it("logout's chapter time (02 §7 chapter time) credits the same way", async () => {
    const s = await studentWithCourse(t, 611);
    const open = await opened(s.token, s.studentCourseId);
    const ids = { studentCourseId: s.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    t.clock.advance(seconds(20));
    expect((await sendTime(s.token, ids, 999, apiPaths.chapterTime)).credited).toBe(20);
  });

  it("stops at the daily cap, which comes back at midnight in the course state's time zone", async () => {
    // Noon in Ohio, whatever the hour this runs at: the ten minutes below never cross its midnight.
    const rulesOhio = seededCourseRules[ohioCourseId];
    t.clock.set(new Date(nextLocalMidnight(t.clock(), rulesOhio.timeZone).getTime() + 12 * 3_600_000));
    const { token } = await t.login(seededAccounts.midway.email);
    const [row] = await t.db.query<{ student_course_id: number }>(
      `select sc.student_course_id from student_courses sc join students s using (student_id)
       where s.email = $1 and sc.config_course_id = $2`,
      [seededAccounts.midway.email, ohioCourseId],
    );
    const rules = seededCourseRules[ohioCourseId];
    // As seeded: 5 minutes of today's 4 hours left (set against the test clock, whatever its hour in Ohio).
    await t.db.query(
      'update student_courses set day_window_start = $2, day_credited_seconds = $3, locked_until = null where student_course_id = $1',
      [row.student_course_id, startOfLocalDay(t.clock(), rules.timeZone), (rules.dailyCap!.minutes - 5) * 60],
    );
    expect((await outline(token, row.student_course_id)).progress.today).toEqual({
      limited: true,
      availableSeconds: 300,
      resetsAt: null,
    });
    const open = await opened(token, row.student_course_id);
    const ids = { studentCourseId: row.student_course_id, studentCourseChapterId: open.studentCourseChapterId };
    t.clock.advance(seconds(600));
    const credit = await sendTime(token, ids, 600);
    const midnight = nextLocalMidnight(t.clock(), rules.timeZone).toISOString();
    expect(credit.credited).toBe(300);
    expect(credit.today).toEqual({ limited: true, availableSeconds: 0, resetsAt: midnight });
    expect(await launch(token, row.student_course_id)).toEqual({ outcome: 'dailyLimitReached', resetsAt: midnight });
    t.clock.advance(seconds(30));
    expect((await sendTime(token, ids, 30)).credited).toBe(0);
    t.clock.set(new Date(new Date(midnight).getTime() + seconds(1)));
    // Half a day later: signed in again (a session does not last that long).
    const again = await t.login(seededAccounts.midway.email);
    // Chapter 4's hour is in now (its quiz is next); the chapter itself opens again after midnight.
    expect(await launch(again.token, row.student_course_id)).toEqual({ outcome: 'quizDue', chapterNumber: 4 });
    expect((await launch(again.token, row.student_course_id, 4)).outcome).toBe('open');
  });

  it('forces the break after the continuous minutes, and the chapter waits for it', async () => {
    const s = await studentWithCourse(t, ohioCourseId);
    await t.db.query('update students set parent_verification_status = true where student_id = $1', [s.studentId]);
    const rules = seededCourseRules[ohioCourseId].breaks!;
    await t.db.query('update student_courses set continuous_seconds = $2 where student_course_id = $1', [
      s.studentCourseId,
      rules.afterMinutes! * 60 - 10,
    ]);
    const open = await opened(s.token, s.studentCourseId);
    const ids = { studentCourseId: s.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    t.clock.advance(seconds(30));
    const credit = await sendTime(s.token, ids, 30);
    const breakUntil = new Date(t.clock().getTime() + rules.forMinutes! * 60_000).toISOString();
    expect(credit.breakUntil).toBe(breakUntil);
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'breakDue', breakUntil });
    t.clock.advance(rules.forMinutes! * 60_000);
    expect((await launch(s.token, s.studentCourseId)).outcome).toBe('open');
  });

  it('an unpaid course is not available and credits nothing', async () => {
    const s = await studentWithCourse(t, 611);
    const open = await opened(s.token, s.studentCourseId);
    await t.db.query(`update student_courses set status = 'PaymentPending' where student_course_id = $1`, [
      s.studentCourseId,
    ]);
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'notAvailable' });
    t.clock.advance(seconds(30));
    const ids = { studentCourseId: s.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    expect((await sendTime(s.token, ids, 30)).credited).toBe(0);
  });
});

describe('every course-taking call is the student own', () => {
  it("refuses another student's course and chapter with 'Access Denied', changing nothing", async () => {
    const owner = await studentWithCourse(t, 611);
    const open = await opened(owner.token, owner.studentCourseId);
    const intruder = await studentWithCourse(t, 611);
    const ids = { studentCourseId: owner.studentCourseId, studentCourseChapterId: open.studentCourseChapterId };
    t.clock.advance(seconds(30));
    for (const res of [
      await t.get(`${apiPaths.courseOutline}?studentCourseId=${owner.studentCourseId}`, intruder.token),
      await t.call({
        method: 'POST',
        url: apiPaths.chapterLaunch,
        token: intruder.token,
        payload: { studentCourseId: owner.studentCourseId },
      }),
      await t.get(`${apiPaths.chapterContent}?studentCourseChapterId=${open.studentCourseChapterId}`, intruder.token),
      await t.call({
        method: 'PUT',
        url: apiPaths.timeManagement,
        token: intruder.token,
        payload: { ...ids, timeSpent: 30, timeConsumedAfterIdentityVerification: 0 },
      }),
      // Own chapter, someone else's course id: refused too.
      await t.call({
        method: 'PUT',
        url: apiPaths.timeManagement,
        token: owner.token,
        payload: {
          ...ids,
          studentCourseId: intruder.studentCourseId,
          timeSpent: 30,
          timeConsumedAfterIdentityVerification: 0,
        },
      }),
    ]) {
      expectRefusal(res, 403, 'Access Denied', failureCodes.forbidden);
    }
    expect((await outline(owner.token, owner.studentCourseId)).chapters[0].creditedSeconds).toBe(0);
  });

  it('validates the requests and needs a session', async () => {
    const s = await studentWithCourse(t, 611);
    expect((await t.get(`${apiPaths.courseOutline}?studentCourseId=abc`, s.token)).statusCode).toBe(400);
    const negative = await t.call({
      method: 'PUT',
      url: apiPaths.timeManagement,
      token: s.token,
      payload: {
        studentCourseChapterId: 1,
        studentCourseId: 1,
        timeSpent: -5,
        timeConsumedAfterIdentityVerification: 0,
      },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.body.status.message).toContain('timeSpent');
    expect((await t.call({ method: 'POST', url: apiPaths.chapterLaunch, payload: {} })).statusCode).toBe(401);
  });
});
