import { issueCertificate } from '../certificates/issue';
import { addMs, hours } from '../clock';
import { loadStudentCourse } from '../courseTaking/studentCourse';
import { startOfLocalDay } from '../courseTaking/zonedTime';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { demoCourseId, identityDemoCourseId, ohioCourseId } from './catalog';
import { creditChapters } from './chapterCredits';
import { seededCourseRules } from './courseRules';
import { saveSeededAnswers, type SeededAnswerHashes, seedPassedCheck } from './identityChecks';
import { insertPaidCourse } from './paidCourse';
import { activeStudent, insertStudent } from './students';

/*
 * The course-taking accounts: learner@example.com has paid for 611 and not started; midway@example.com is
 * three chapters into 611 with the fourth half done, and nearly out of today's time in Ohio's 630 (California has no
 * daily cap, so the nearly used cap is shown on the course that has one: docs/decisions.md).
 */

const days = (n: number) => hours(24 * n);

/** A course paid a while ago by the sandbox, not started: its id. */
const paidCourse = (tx: Queryable, studentId: number, configCourseId: number, purchasedAt: Date) =>
  insertPaidCourse(tx, { studentId, configCourseId, amount: 24.95, purchasedAt });

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
  const newcomerId = await insertStudent(
    tx,
    activeStudent(seededAccounts.newcomer.email, 'Nico', 'Newcomer'),
    hashes.newcomer,
  );
  if (newcomerId) await paidCourse(tx, newcomerId, 611, addMs(now, -days(1)));
  const typistId = await insertStudent(tx, activeStudent(seededAccounts.typist.email, 'Tai', 'Typist'), hashes.typist);
  if (typistId) await paidCourse(tx, typistId, identityDemoCourseId, addMs(now, -days(1)));
  const learnerId = await insertStudent(
    tx,
    activeStudent(seededAccounts.learner.email, 'Lee', 'Learner'),
    hashes.learner,
  );
  if (learnerId) {
    const course = await paidCourse(tx, learnerId, 611, addMs(now, -days(1)));
    // California asks a security question at every chapter: Lee saved his answers and passed chapter 1's.
    await saveSeededAnswers(tx, learnerId, answers, addMs(now, -days(1)));
    await seedPassedCheck(tx, course, 1, addMs(now, -days(1)));
  }

  const midwayId = await insertStudent(tx, activeStudent(seededAccounts.midway.email, 'Mia', 'Midway'), hashes.midway);
  if (!midwayId) return;
  // Ohio needs a parent's verification before the course opens; Mia's parent has given it.
  await tx.query('update students set parent_verification_status = true where student_id = $1', [midwayId]);
  const california = await paidCourse(tx, midwayId, 611, addMs(now, -days(5)));
  const minimum = seededCourseRules[611].chapters.minimumMinutes.map((m) => m * 60);
  await creditChapters(tx, california, {
    configCourseId: 611,
    seconds: [minimum[0], minimum[1], minimum[2], minimum[3] / 2],
    at: addMs(now, -days(1)),
    datesUnfinishedChapters: true,
  });
  await saveSeededAnswers(tx, midwayId, answers, addMs(now, -days(5)));
  for (const chapter of [1, 2, 3, 4]) await seedPassedCheck(tx, california, chapter, addMs(now, -days(1)));

  // Ohio: 4 h a day until midnight there; today 3 h 55 min are used, so 5 minutes are left.
  const ohio = seededCourseRules[ohioCourseId];
  const ohioCourse = await paidCourse(tx, midwayId, ohioCourseId, addMs(now, -days(2)));
  const usedToday = ohio.dailyCap!.minutes * 60 - 5 * 60;
  const hour = ohio.chapters.minimumMinutes[0] * 60;
  const todayStart = startOfLocalDay(now, ohio.timeZone);
  await creditChapters(tx, ohioCourse, {
    configCourseId: ohioCourseId,
    seconds: [hour, hour, hour, usedToday - 3 * hour],
    at: todayStart,
    datesUnfinishedChapters: true,
  });
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
  const checkerId = await insertStudent(tx, activeStudent(seededAccounts.checker.email, 'Casey', 'Checker'), hash);
  if (!checkerId) return;
  const texasCourseId = 405;
  const course = await paidCourse(tx, checkerId, texasCourseId, addMs(now, -days(2)));
  await saveSeededAnswers(tx, checkerId, answers, addMs(now, -days(2)));
  const minimum = seededCourseRules[texasCourseId].chapters.minimumMinutes.map((m) => m * 60);
  await creditChapters(tx, course, {
    configCourseId: texasCourseId,
    seconds: [minimum[0], minimum[1]],
    at: addMs(now, -days(1)),
  });
  for (const unit of [1, 2]) await seedPassedCheck(tx, course, unit, addMs(now, -days(1)));
}

/** Every chapter of a course credited to its minimum and its quiz passed, a day before `now`. */
async function finishChapters(tx: Queryable, studentCourseId: number, configCourseId: number, at: Date) {
  const minimum = seededCourseRules[configCourseId].chapters.minimumMinutes.map((m) => m * 60);
  await creditChapters(tx, studentCourseId, { configCourseId, seconds: minimum, at });
}

/**
 * The final exam's accounts: finalist@example.com has done every chapter and quiz of the demo course (its final exam is
 * open: 8 questions, 10 minutes), graduate@example.com has completed 611, holds its certificate and bought the
 * printed copy by mail (queued).
 */
async function seedFinalists(tx: Queryable, hashes: { finalist: string; graduate: string }, now: Date) {
  const finalistId = await insertStudent(
    tx,
    activeStudent(seededAccounts.finalist.email, 'Fran', 'Finalist'),
    hashes.finalist,
  );
  if (finalistId) {
    const course = await paidCourse(tx, finalistId, demoCourseId, addMs(now, -days(3)));
    await finishChapters(tx, course, demoCourseId, addMs(now, -days(1)));
  }

  const graduateId = await insertStudent(
    tx,
    activeStudent(seededAccounts.graduate.email, 'Grace', 'Graduate'),
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
