import { parentVerificationAttribute } from '../../contracts/account';
import { effectiveAttributes } from '../courses';
import type { Queryable } from '../db/types';

/** State codes of an attribute value such as 'OH' or 'OH, TX'. */
const codesOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

/**
 * 02 §4: a course needs a parent verification when its state's code is listed in PARENT_VERIFICATION_STATES (merged
 * attributes of the student's organisation and the course config).
 */
export async function courseNeedsParentVerification(
  db: Queryable,
  organisationId: number,
  configCourseId: number,
): Promise<boolean> {
  const [course] = await db.query<{ state_code: string | null }>(
    'select s.state_code from course_configs c left join states s on s.state_id = c.state_id where c.config_course_id = $1',
    [configCourseId],
  );
  if (!course?.state_code) return false;
  const attrs = await effectiveAttributes(db, organisationId, configCourseId);
  return codesOf(attrs[parentVerificationAttribute]).includes(course.state_code.trim().toUpperCase());
}

/** Any of the student's courses needs it and none has passed yet. */
export async function studentNeedsParentVerification(db: Queryable, studentId: number): Promise<boolean> {
  const [student] = await db.query<{ organisation_id: number; parent_verification_status: boolean }>(
    'select organisation_id, parent_verification_status from students where student_id = $1',
    [studentId],
  );
  if (!student || student.parent_verification_status) return false;
  const courses = await db.query<{ config_course_id: number }>(
    'select config_course_id from student_courses where student_id = $1',
    [studentId],
  );
  for (const c of courses) {
    if (await courseNeedsParentVerification(db, student.organisation_id, c.config_course_id)) return true;
  }
  return false;
}
