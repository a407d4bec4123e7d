import type { StudentCourse } from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import type { Footprint } from '../http/footprint';

/*
 * The identity-check records (migration 0012): one check per point of a round, the questions it asked with their
 * outcome and footprint. The services decide; these functions only read and write rows.
 */

export type CheckKind = 'securityQuestion' | 'typingPattern' | 'webcamPhoto';
export type QuestionOutcome = 'right' | 'wrong' | 'timedOut';

/** Where the student is when a question is asked or answered (IL 1066.50 keeps every identity event). */
export type { Footprint };

export interface OpenCheck {
  checkId: number;
  chapterId: number | null;
}

export interface AskedQuestion {
  rowId: number;
  questionId: number;
  askedAt: Date;
  deadline: Date | null;
}

export async function savedAnswerCount(db: Queryable, studentId: number) {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from student_security_answers where student_id = $1',
    [studentId],
  );
  return row.n;
}

export async function savedAnswers(db: Queryable, studentId: number) {
  return db.query<{ question_id: number; answer_hash: string }>(
    'select question_id, answer_hash from student_security_answers where student_id = $1 order by question_id',
    [studentId],
  );
}

/** A passed check of this round at the point (a chapter, or the final exam with null). */
export async function passedAt(db: Queryable, course: StudentCourse, kind: CheckKind, chapterId: number | null) {
  const rows = await db.query(
    `select 1 from identity_checks where student_course_id = $1 and course_round = $2 and kind = $3 and status = 'passed'
       and chapter_id is not distinct from $4 limit 1`,
    [course.studentCourseId, course.round, kind, chapterId],
  );
  return rows.length > 0;
}

/** Any identity check of this round passed at this chapter (the chapter opened after a verification). */
export async function verifiedAtChapter(db: Queryable, course: StudentCourse, chapterId: number) {
  const rows = await db.query(
    `select 1 from identity_checks where student_course_id = $1 and course_round = $2 and status = 'passed'
       and chapter_id = $3 limit 1`,
    [course.studentCourseId, course.round, chapterId],
  );
  return rows.length > 0;
}

export async function passedAnywhere(db: Queryable, course: StudentCourse, kind: CheckKind) {
  const rows = await db.query(
    `select 1 from identity_checks where student_course_id = $1 and course_round = $2 and kind = $3 and status = 'passed'
     limit 1`,
    [course.studentCourseId, course.round, kind],
  );
  return rows.length > 0;
}

/** When the round's last check of this kind passed (null: none yet). */
export async function lastPassedAt(db: Queryable, course: StudentCourse, kind: CheckKind): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    `select max(finished_at) as at from identity_checks
     where student_course_id = $1 and course_round = $2 and kind = $3 and status = 'passed'`,
    [course.studentCourseId, course.round, kind],
  );
  return row?.at ? new Date(row.at) : null;
}

/** A check that passed as it was made (an enrolment is the first verification: IL 1066.70(b) "initial analysis"). */
export async function recordPassedCheck(
  db: Queryable,
  course: StudentCourse,
  kind: CheckKind,
  chapterId: number | null,
  now: Date,
) {
  const [row] = await db.query<{ identity_check_id: number }>(
    `insert into identity_checks (student_course_id, course_round, kind, chapter_id, status, started_at, finished_at)
     values ($1, $2, $3, $4, 'passed', $5, $5) returning identity_check_id`,
    [course.studentCourseId, course.round, kind, chapterId, now],
  );
  return row.identity_check_id;
}

export async function openCheckOf(db: Queryable, course: StudentCourse, kind: CheckKind): Promise<OpenCheck | null> {
  const [row] = await db.query<{ identity_check_id: number; chapter_id: number | null }>(
    `select identity_check_id, chapter_id from identity_checks where student_course_id = $1 and kind = $2 and status = 'open'`,
    [course.studentCourseId, kind],
  );
  return row ? { checkId: row.identity_check_id, chapterId: row.chapter_id } : null;
}

export async function openCheck(
  db: Queryable,
  course: StudentCourse,
  kind: CheckKind,
  chapterId: number | null,
  now: Date,
): Promise<OpenCheck> {
  const [row] = await db.query<{ identity_check_id: number }>(
    `insert into identity_checks (student_course_id, course_round, kind, chapter_id, started_at) values ($1, $2, $3, $4, $5)
     returning identity_check_id`,
    [course.studentCourseId, course.round, kind, chapterId, now],
  );
  return { checkId: row.identity_check_id, chapterId };
}

/** An open check left at another point (a chapter abandoned mid-check) goes on where the student is now. */
export async function movePoint(db: Queryable, checkId: number, chapterId: number | null) {
  await db.query('update identity_checks set chapter_id = $2 where identity_check_id = $1', [checkId, chapterId]);
}

export async function closeCheck(db: Queryable, checkId: number, status: 'passed' | 'failed', now: Date) {
  await db.query(`update identity_checks set status = $2, finished_at = $3 where identity_check_id = $1`, [
    checkId,
    status,
    now,
  ]);
}

export async function unansweredQuestion(db: Queryable, checkId: number): Promise<AskedQuestion | null> {
  const [row] = await db.query<{
    identity_check_question_id: number;
    question_id: number;
    asked_at: Date;
    deadline: Date | null;
  }>(
    `select identity_check_question_id, question_id, asked_at, deadline from identity_check_questions
     where identity_check_id = $1 and outcome is null order by identity_check_question_id desc limit 1`,
    [checkId],
  );
  return row
    ? {
        rowId: row.identity_check_question_id,
        questionId: row.question_id,
        askedAt: new Date(row.asked_at),
        deadline: row.deadline === null ? null : new Date(row.deadline),
      }
    : null;
}

export async function askedQuestionIds(db: Queryable, checkId: number) {
  const rows = await db.query<{ question_id: number }>(
    'select question_id from identity_check_questions where identity_check_id = $1 order by identity_check_question_id',
    [checkId],
  );
  return rows.map((r) => r.question_id);
}

export async function askQuestion(
  db: Queryable,
  checkId: number,
  questionId: number,
  deadline: Date | null,
  footprint: Footprint,
  now: Date,
): Promise<AskedQuestion> {
  const [row] = await db.query<{ identity_check_question_id: number }>(
    `insert into identity_check_questions (identity_check_id, question_id, asked_at, deadline, ip_address, user_agent)
     values ($1, $2, $3, $4, $5, $6) returning identity_check_question_id`,
    [checkId, questionId, now, deadline, footprint.ipAddress, footprint.userAgent],
  );
  return { rowId: row.identity_check_question_id, questionId, askedAt: now, deadline };
}

export async function recordOutcome(
  db: Queryable,
  rowId: number,
  outcome: QuestionOutcome,
  givenAnswer: string | null,
  footprint: Footprint | null,
  now: Date,
) {
  await db.query(
    `update identity_check_questions set outcome = $2, given_answer = $3, answered_at = $4,
       ip_address = coalesce($5, ip_address), user_agent = coalesce($6, user_agent)
     where identity_check_question_id = $1`,
    [rowId, outcome, givenAnswer, now, footprint?.ipAddress ?? null, footprint?.userAgent ?? null],
  );
}

/** Wrong and timed-out answers in one check. */
export async function wrongInCheck(db: Queryable, checkId: number) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from identity_check_questions where identity_check_id = $1 and outcome in ('wrong', 'timedOut')`,
    [checkId],
  );
  return row.n;
}

/** Wrong and timed-out answers over the course's round. */
export async function wrongInRound(db: Queryable, course: StudentCourse) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from identity_check_questions q join identity_checks c using (identity_check_id)
     where c.student_course_id = $1 and c.course_round = $2 and q.outcome in ('wrong', 'timedOut')`,
    [course.studentCourseId, course.round],
  );
  return row.n;
}
