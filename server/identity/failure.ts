import type { IdentityFailure } from '../../contracts/courseRules';
import { resetCourse } from '../courseTaking/courseReset';
import type { StudentCourse } from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import { closeCheck } from './checkRecords';

/** How a failed check ended the way on: a lock (until a time, or until support: null), or a failed course. */
export type IdentityStop = { outcome: 'locked'; lockedUntil: string | null } | { outcome: 'courseFailed' };

/**
 * A check's wrong answers or mismatches are used up: the check fails and the course rule's failure applies (02 §8
 * 'Identity verified failed.'): a lock for a time (Ohio), a lock until support verifies the student (California),
 * or the course failed (Texas, Florida, Arizona, Illinois).
 */
export async function failCheck(
  tx: Queryable,
  course: StudentCourse,
  failure: IdentityFailure,
  checkId: number,
  now: Date,
): Promise<IdentityStop> {
  await closeCheck(tx, checkId, 'failed', now);
  if (failure.outcome === 'courseFailed') {
    await resetCourse(tx, course, 'courseFailed', 'identityCheckFailed', now);
    return { outcome: 'courseFailed' };
  }
  const until = failure.outcome === 'lockout' ? new Date(now.getTime() + failure.minutes * 60_000) : null;
  await tx.query(
    'update student_courses set identity_locked_at = $2, identity_locked_until = $3 where student_course_id = $1',
    [course.studentCourseId, now, until],
  );
  return { outcome: 'locked', lockedUntil: until?.toISOString() ?? null };
}
