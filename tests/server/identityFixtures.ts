import type { Queryable } from '../../server/db/types';

/**
 * A student whose identity was verified at every chapter of the course's first round, answers saved: tests
 * about seat time and chapters open chapters without answering security questions first.
 */
export async function verifiedAtEveryChapter(db: Queryable, studentCourseId: number, at: Date) {
  await db.query(
    `insert into student_security_answers (student_id, question_id, answer_hash, saved_at)
     select sc.student_id, q.question_id, 'not-a-real-answer', $2
     from student_courses sc cross join security_questions q where sc.student_course_id = $1
     on conflict do nothing`,
    [studentCourseId, at],
  );
  await db.query(
    `insert into identity_checks (student_course_id, course_round, kind, chapter_id, status, started_at, finished_at)
     select sc.student_course_id, 1, 'securityQuestion', ch.chapter_id, 'passed', $2, $2
     from student_courses sc join course_chapters ch on ch.config_course_id = sc.config_course_id
     where sc.student_course_id = $1`,
    [studentCourseId, at],
  );
}
