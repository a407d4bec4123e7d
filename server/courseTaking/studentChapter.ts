import { failureCodes } from '../../contracts/envelope';
import { accessDeniedMessage } from '../auth/sessions';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { verifiedAtChapter } from '../identity/checkRecords';
import type { StudentCourse } from './studentCourse';

export const chapterRefused = () => new ApiError(403, accessDeniedMessage, failureCodes.forbidden);

/** The student's own chapter record and its course, or 403 (another student's and an unknown one alike). */
export async function ownChapter(db: Queryable, studentCourseChapterId: number, studentId: number) {
  const [row] = await db.query<{ student_course_id: number; chapter_id: number }>(
    `select scc.student_course_id, scc.chapter_id from student_course_chapters scc
       join student_courses sc on sc.student_course_id = scc.student_course_id
     where scc.student_course_chapter_id = $1 and sc.student_id = $2`,
    [studentCourseChapterId, studentId],
  );
  if (!row) throw chapterRefused();
  return row;
}

/**
 * 02 §3 timeConsumedAfterIdentityVerification: study time counts as after a verification when the student passed an
 * identity check at this chapter in this round (the server's record; the browser's figure is only ever lowered).
 */
export const identityVerifiedAt = (db: Queryable, course: StudentCourse, chapterId: number) => {
  const checks = course.rules.identityChecks;
  const asksAny = checks.securityQuestions !== null || checks.typingPattern !== null || checks.webcam !== null;
  return asksAny ? verifiedAtChapter(db, course, chapterId) : Promise.resolve(false);
};
