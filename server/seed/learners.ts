import { issueCertificate } from '../certificates/issue';
import { addMs, hours } from '../clock';
import { loadStudentCourse } from '../courseTaking/studentCourse';
import { startOfLocalDay } from '../courseTaking/zonedTime';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { demoCourseId, identityDemoCourseId, ohioCourseId } from './catalog';
import { seededCourseRules } from './courseRules';
import { saveSeededAnswers, type SeededAnswerHashes, seedPassedCheck } from './identityChecks';
import { insertStudent } from './students';

/*
 * The course-taking accounts: learner@example.com has paid for 611 and not started; midway@example.com is
 * three chapters into 611 with the fourth half done, and nearly out of today's time in Ohio's 630 (California has no
 * daily cap, so the nearly used cap is shown on the course that has one: docs/decisions.md).
 */

const days = (n: number) => hours(24 * n);

async function paidCourse(tx: Queryable, studentId: number, configCourseId: number, purchasedAt: Date) {
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id)
     values ($1, 24.95, 'SANDBOX', 'Completed', $2, $3) returning payment_trx_id`,
    [studentId, purchasedAt, configCourseId],
  );
  await tx.query(
    'update students set default_st_payment_trx_id = coalesce(default_st_payment_trx_id, $2) where student_id = $1',
    [studentId, trx.payment_trx_id],
  );
  const [course] = await tx.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
     values ($1, $2, 'Active', $3, $4, $5) returning student_course_id`,
    [studentId, configCourseId, trx.payment_trx_id, purchasedAt, addMs(purchasedAt, days(365))],
  );
  return course.student_course_id;
}

/** Credits chapters in order: `seconds[i]` to chapter i + 1 (complete when it reaches the chapter's minimum). */
async function creditChapters(
  tx: Queryable,
  studentCourseId: number,
  configCourseId: number,
  seconds: number[],
  at: Date,
) {
  const chapters = await tx.query<{ chapter_id: number; position: number; required_seconds: number }>(
    'select chapter_id, position, required_seconds from course_chapters where config_course_id = $1 order by position',
    [configCourseId],
  );
  let total = 0;
  for (const [i, spent] of seconds.entries()) {
    const chapter = chapters[i];
    const done = spent >= chapter.required_seconds;
    // A chapter whose time is in was also passed (its quiz): the seeded students are past it.
    await tx.query(
      `insert into student_course_chapters (student_course_id, chapter_id, time_spent, is_completed, completed_at, started_at,
         quiz_passed_at)
       values ($1, $2, $3, $4, $5, $5, case when $4 then $5::timestamptz end)`,
      [studentCourseId, chapter.chapter_id, spent, done, at],
    );
    total += spent;
  }
  await tx.query(
    `update student_courses set status = 'InProgress', started_at = $2, credited_seconds = $3, open_chapter_id = $4, opened_at = $2
     where student_course_id = $1`,
    [studentCourseId, at, total, chapters[seconds.length - 1].chapter_id],
  );
  return total;
}

/** The seeded graduate's verification code, printed in the README (a real one is 80 random bits). */
export const seededGraduateCode = 'GRAD-2026-ABCD-0001';

export async function seedLearners(
  tx: Queryable,
  hashes: {
    learner: string;
    midway: string;
    finalist: string;
    graduate: string;
    checker: string;
    newcomer: string;
    typist: string;
  },
  answers: SeededAnswerHashes,
  now: Date,
) {
  await seedFinalists(tx, hashes, now);
  await seedChecker(tx, hashes.checker, answers, now);
  const student = { status: 'Active', isVerified: true, isPersonalInfoPending: false, isEligible: true };
  const newcomerId = await insertStudent(
    tx,
    { ...student, email: seededAccounts.newcomer.email, firstName: 'Nico', lastName: 'Newcomer' },
    hashes.newcomer,
  );
  if (newcomerId) await paidCourse(tx, newcomerId, 611, addMs(now, -days(1)));
  const typistId = await insertStudent(
    tx,
    { ...student, email: seededAccounts.typist.email, firstName: 'Tai', lastName: 'Typist' },
    hashes.typist,
  );
  if (typistId) await paidCourse(tx, typistId, identityDemoCourseId, addMs(now, -days(1)));
  const learnerId = await insertStudent(
    tx,
    { ...student, email: seededAccounts.learner.email, firstName: 'Lee', lastName: 'Learner' },
    hashes.learner,
  );
  if (learnerId) {
    const course = await paidCourse(tx, learnerId, 611, addMs(now, -days(1)));
    // California asks a security question at every chapter: Lee saved his answers and passed chapter 1's.
    await saveSeededAnswers(tx, learnerId, answers, addMs(now, -days(1)));
    await seedPassedCheck(tx, course, 1, addMs(now, -days(1)));
  }

  const midwayId = await insertStudent(
    tx,
    { ...student, email: seededAccounts.midway.email, firstName: 'Mia', lastName: 'Midway' },
    hashes.midway,
  );
  if (!midwayId) return;
  // Ohio needs a parent's verification before the course opens; Mia's parent has given it.
  await tx.query('update students set parent_verification_status = true where student_id = $1', [midwayId]);
  const california = await paidCourse(tx, midwayId, 611, addMs(now, -days(5)));
  const minimum = seededCourseRules[611].chapters.minimumMinutes.map((m) => m * 60);
  await creditChapters(tx, california, 611, [minimum[0], minimum[1], minimum[2], minimum[3] / 2], addMs(now, -days(1)));
  await saveSeededAnswers(tx, midwayId, answers, addMs(now, -days(5)));
  for (const chapter of [1, 2, 3, 4]) await seedPassedCheck(tx, california, chapter, addMs(now, -days(1)));

  // Ohio: 4 h a day until midnight there; today 3 h 55 min are used, so 5 minutes are left.
  const ohio = seededCourseRules[ohioCourseId];
  const ohioCourse = await paidCourse(tx, midwayId, ohioCourseId, addMs(now, -days(2)));
  const usedToday = ohio.dailyCap!.minutes * 60 - 5 * 60;
  const hour = ohio.chapters.minimumMinutes[0] * 60;
  const todayStart = startOfLocalDay(now, ohio.timeZone);
  await creditChapters(tx, ohioCourse, ohioCourseId, [hour, hour, hour, usedToday - 3 * hour], todayStart);
  await tx.query(
    'update student_courses set day_window_start = $2, day_credited_seconds = $3 where student_course_id = $1',
    [ohioCourse, todayStart, usedToday],
  );
  for (const chapter of [1, 2, 3, 4]) await seedPassedCheck(tx, ohioCourse, chapter, todayStart);
}

/**
 * The identity checks' account: checker@example.com is two units into Texas 405 (each opened after a passed security question)
 * with the five answers saved; unit 3 asks the next question (90 seconds, the 4th wrong answer fails the course).
 */
async function seedChecker(tx: Queryable, hash: string, answers: SeededAnswerHashes, now: Date) {
  const checkerId = await insertStudent(
    tx,
    {
      status: 'Active',
      isVerified: true,
      isPersonalInfoPending: false,
      isEligible: true,
      email: seededAccounts.checker.email,
      firstName: 'Casey',
      lastName: 'Checker',
    },
    hash,
  );
  if (!checkerId) return;
  const texasCourseId = 405;
  const course = await paidCourse(tx, checkerId, texasCourseId, addMs(now, -days(2)));
  await saveSeededAnswers(tx, checkerId, answers, addMs(now, -days(2)));
  const minimum = seededCourseRules[texasCourseId].chapters.minimumMinutes.map((m) => m * 60);
  await creditChapters(tx, course, texasCourseId, [minimum[0], minimum[1]], addMs(now, -days(1)));
  for (const unit of [1, 2]) await seedPassedCheck(tx, course, unit, addMs(now, -days(1)));
}

/** Every chapter of a course credited to its minimum and its quiz passed, a day before `now`. */
async function finishChapters(tx: Queryable, studentCourseId: number, configCourseId: number, at: Date) {
  const minimum = seededCourseRules[configCourseId].chapters.minimumMinutes.map((m) => m * 60);
  await creditChapters(tx, studentCourseId, configCourseId, minimum, at);
}

/**
 * The final exam's accounts: finalist@example.com has done every chapter and quiz of the demo course (its final exam is
 * open: 8 questions, 10 minutes), graduate@example.com has completed 611, holds its certificate and bought the
 * printed copy by mail (queued).
 */
async function seedFinalists(tx: Queryable, hashes: { finalist: string; graduate: string }, now: Date) {
  const student = { status: 'Active', isVerified: true, isPersonalInfoPending: false, isEligible: true };
  const finalistId = await insertStudent(
    tx,
    { ...student, email: seededAccounts.finalist.email, firstName: 'Fran', lastName: 'Finalist' },
    hashes.finalist,
  );
  if (finalistId) {
    const course = await paidCourse(tx, finalistId, demoCourseId, addMs(now, -days(3)));
    await finishChapters(tx, course, demoCourseId, addMs(now, -days(1)));
  }

  const graduateId = await insertStudent(
    tx,
    { ...student, email: seededAccounts.graduate.email, firstName: 'Grace', lastName: 'Graduate' },
    hashes.graduate,
  );
  if (!graduateId) return;
  await tx.query("update students set date_of_birth = '1990-04-12' where student_id = $1", [graduateId]);
  const course = await paidCourse(tx, graduateId, 611, addMs(now, -days(10)));
  await tx.query(
    `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price)
     select payment_trx_id, 611, 'Mail', 9.95 from student_courses where student_course_id = $1`,
    [course],
  );
  const completedAt = addMs(now, -days(2));
  await finishChapters(tx, course, 611, addMs(now, -days(3)));
  await tx.query(
    `update student_courses set status = 'Completed', completed_at = $2, open_chapter_id = null where student_course_id = $1`,
    [course, completedAt],
  );
  const completed = await loadStudentCourse(tx, course, graduateId);
  await issueCertificate(tx, completed, completedAt, 'en', seededGraduateCode);
}
