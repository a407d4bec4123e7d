import type { LastFailureOutcome } from '../../contracts/courseRules';
import type { Queryable } from '../db/types';
import type { StudentCourse } from './studentCourse';

/**
 * 02 §7 course reset, as the rule's last failure says. 'restartCourse': the chapters' time, quizzes and exam start
 * again in a new round of the same enrolment (what was cleared is kept in course_resets; today's credited time still
 * counts against the daily cap). 'courseFailed': the enrolment closes as failed; enrolling again is the way on.
 */
export async function resetCourse(
  tx: Queryable,
  course: StudentCourse,
  outcome: LastFailureOutcome,
  reason: 'chapterQuizFailed' | 'finalExamFailed' | 'identityCheckFailed',
  now: Date,
) {
  if (outcome === 'courseFailed') {
    await tx.query(
      `update student_courses set status = 'Failed', failed_at = $2, open_chapter_id = null where student_course_id = $1`,
      [course.studentCourseId, now],
    );
    return;
  }
  await tx.query(
    `insert into course_resets (student_course_id, course_round, reason, credited_seconds, chapters, reset_at)
     values ($1, $2, $6, $3, $4::jsonb, $5)`,
    [
      course.studentCourseId,
      course.round,
      course.chapters.reduce((n, c) => n + c.creditedSeconds, 0),
      JSON.stringify(
        course.chapters.map((c) => ({
          chapterNumber: c.chapterNumber,
          creditedSeconds: c.creditedSeconds,
          timeIn: c.isCompleted,
          quizPassed: c.quizPassed,
        })),
      ),
      now,
      reason,
    ],
  );
  await tx.query(
    `update student_course_chapters set time_spent = 0, is_completed = false, completed_at = null, quiz_passed_at = null,
       review_required = false, updated_at = $2
     where student_course_id = $1`,
    [course.studentCourseId, now],
  );
  await tx.query(
    `update student_courses set course_round = course_round + 1, credited_seconds = 0, continuous_seconds = 0,
       open_chapter_id = null, status = 'InProgress'
     where student_course_id = $1`,
    [course.studentCourseId],
  );
}
