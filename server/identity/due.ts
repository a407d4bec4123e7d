import type { IdentityCheckStep } from '../../contracts/identityChecks';
import type { StudentCourse } from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import { passedAnywhere, passedAt, savedAnswerCount } from './checkRecords';

/** The course is locked by a failed identity check now: until when (null: until support unlocks it). */
export function identityLockOf(course: StudentCourse, now: Date): { lockedUntil: Date | null } | null {
  const lock = course.identityLock;
  if (!lock) return null;
  if (lock.lockedUntil !== null && lock.lockedUntil <= now) return null;
  return { lockedUntil: lock.lockedUntil };
}

/** A security question is due at this point of the round (a chapter, or the final exam with null). */
export async function securityQuestionDue(db: Queryable, course: StudentCourse, chapterId: number | null) {
  const rule = course.rules.identityChecks.securityQuestions;
  if (!rule) return false;
  if (chapterId === null)
    return rule.askAt.includes('finalExam') && !(await passedAt(db, course, 'securityQuestion', null));
  if (rule.askAt.includes('everyChapter') && !(await passedAt(db, course, 'securityQuestion', chapterId))) return true;
  return rule.askAt.includes('courseStart') && !(await passedAnywhere(db, course, 'securityQuestion'));
}

/**
 * The identity steps the course rule asks before this point, in the order they run: a question when one is due here,
 * preceded by saving the answers when they are not saved yet (asked where the first question is, not before).
 */
export async function identityStepsDue(
  db: Queryable,
  course: StudentCourse,
  chapterId: number | null,
): Promise<IdentityCheckStep[]> {
  const rule = course.rules.identityChecks.securityQuestions;
  if (!rule || !(await securityQuestionDue(db, course, chapterId))) return [];
  const saved = (await savedAnswerCount(db, course.studentId)) >= rule.savedCount;
  return saved ? ['securityQuestion'] : ['securityQuestionsSetup', 'securityQuestion'];
}
