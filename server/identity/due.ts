import type { IdentityCheckPoint } from '../../contracts/courseRules';
import type { IdentityCheckStep } from '../../contracts/identityChecks';
import type { StudentCourse } from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import { type CheckKind, lastPassedAt, passedAnywhere, passedAt, savedAnswerCount } from './checkRecords';
import { templateOf } from './typing/typingRecords';

/** The course is locked by a failed identity check now: until when (null: until support unlocks it). */
export function identityLockOf(course: StudentCourse, now: Date): { lockedUntil: Date | null } | null {
  const lock = course.identityLock;
  if (!lock) return null;
  if (lock.lockedUntil !== null && lock.lockedUntil <= now) return null;
  return { lockedUntil: lock.lockedUntil };
}

/**
 * A check of this kind is due at this point of the round (a chapter, or the final exam with null): at the points its
 * rule names, once each (a verified chapter is not asked again), and `everyMinutes` after the last one passed.
 */
async function checkDue(
  db: Queryable,
  course: StudentCourse,
  kind: CheckKind,
  rule: { askAt: readonly IdentityCheckPoint[]; everyMinutes?: number | null },
  chapterId: number | null,
  now: Date,
) {
  if (chapterId === null) return rule.askAt.includes('finalExam') && !(await passedAt(db, course, kind, null));
  if (rule.askAt.includes('everyChapter') && !(await passedAt(db, course, kind, chapterId))) return true;
  if (rule.askAt.includes('courseStart') && !(await passedAnywhere(db, course, kind))) return true;
  if (!rule.everyMinutes) return false;
  const last = await lastPassedAt(db, course, kind);
  return last !== null && now.getTime() - last.getTime() >= rule.everyMinutes * 60_000;
}

/** A security question is due at this point. */
export const securityQuestionDue = (db: Queryable, course: StudentCourse, chapterId: number | null, now: Date) => {
  const rule = course.rules.identityChecks.securityQuestions;
  return rule ? checkDue(db, course, 'securityQuestion', rule, chapterId, now) : Promise.resolve(false);
};

/** A typing check is due at this point (with no template yet, its enrolment is). */
export const typingCheckDue = (db: Queryable, course: StudentCourse, chapterId: number | null, now: Date) => {
  const rule = course.rules.identityChecks.typingPattern;
  if (!rule) return Promise.resolve(false);
  // Never enrolled: due wherever the rule first asks (the hourly rule counts from the enrolment).
  return checkDue(db, course, 'typingPattern', rule, chapterId, now);
};

/** A webcam photo is due at this point (the first one is the enrolment photo). */
export const webcamPhotoDue = (db: Queryable, course: StudentCourse, chapterId: number | null, now: Date) => {
  const rule = course.rules.identityChecks.webcam;
  return rule ? checkDue(db, course, 'webcamPhoto', rule, chapterId, now) : Promise.resolve(false);
};

/**
 * The identity steps the course rule asks before this point, in the order they run: a security question (its
 * answers saved first when they are not), the typing pattern (its enrolment, which is the first verification, or a
 * check), then a webcam photo.
 */
export async function identityStepsDue(
  db: Queryable,
  course: StudentCourse,
  chapterId: number | null,
  now: Date,
): Promise<IdentityCheckStep[]> {
  const checks = course.rules.identityChecks;
  const steps: IdentityCheckStep[] = [];
  if (checks.securityQuestions && (await securityQuestionDue(db, course, chapterId, now))) {
    if ((await savedAnswerCount(db, course.studentId)) < checks.securityQuestions.savedCount)
      steps.push('securityQuestionsSetup');
    steps.push('securityQuestion');
  }
  if (checks.typingPattern && (await typingCheckDue(db, course, chapterId, now)))
    steps.push((await templateOf(db, course.studentId)) ? 'typingPattern' : 'typingPatternSetup');
  if (checks.webcam && (await webcamPhotoDue(db, course, chapterId, now))) steps.push('webcamPhoto');
  return steps;
}
