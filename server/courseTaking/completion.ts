import type { LanguageCode } from '../../contracts/languages';
import { issueCertificate } from '../certificates/issue';
import type { Queryable } from '../db/types';
import type { StudentCourse } from './studentCourse';

/**
 * The course is passed: it is marked completed and its certificate issued at once (the stepper promises
 * 'E-certificate in 30 min'), in the caller's transaction. The course-completed mail goes after the commit.
 */
export async function completeCourse(tx: Queryable, course: StudentCourse, now: Date, language: LanguageCode) {
  await tx.query(
    `update student_courses set status = 'Completed', completed_at = coalesce(completed_at, $2), open_chapter_id = null
     where student_course_id = $1`,
    [course.studentCourseId, now],
  );
  return issueCertificate(tx, course, now, language);
}
