import type { Queryable } from '../db/types';
import { hashDemoSecurityAnswer } from './demoPasswords';

/*
 * Identity checks of the seeded students. The course-taking accounts saved the same five security answers
 * (README), and have passed the check of the chapter they are in, so their walk-throughs start where they were.
 */

/** Question id (server/seed/securityQuestions.ts) → the seeded students' answer. */
export const seededSecurityAnswers: Record<number, string> = {
  1: 'Rex',
  2: 'Springfield',
  3: 'Lincoln Elementary',
  4: 'Toyota',
  10: 'Ace',
};

export type SeededAnswerHashes = [questionId: number, hash: string][];

/** Hashed once per seed run (scrypt is slow on purpose) and stored for every seeded student who has answers. */
export const hashSeededAnswers = async (): Promise<SeededAnswerHashes> =>
  Promise.all(
    Object.entries(seededSecurityAnswers).map(async ([id, answer]) => [
      Number(id),
      await hashDemoSecurityAnswer(answer),
    ]),
  );

export async function saveSeededAnswers(tx: Queryable, studentId: number, hashes: SeededAnswerHashes, at: Date) {
  for (const [questionId, hash] of hashes) {
    await tx.query(
      `insert into student_security_answers (student_id, question_id, answer_hash, saved_at) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [studentId, questionId, hash, at],
    );
  }
}

/** A security-question check passed at a chapter of the course's first round, answered right at `at`. */
export async function seedPassedCheck(tx: Queryable, studentCourseId: number, chapterNumber: number, at: Date) {
  const [check] = await tx.query<{ identity_check_id: number }>(
    `insert into identity_checks (student_course_id, course_round, kind, chapter_id, status, started_at, finished_at)
     select $1, 1, 'securityQuestion', ch.chapter_id, 'passed', $3, $3
     from student_courses sc join course_chapters ch on ch.config_course_id = sc.config_course_id and ch.position = $2
     where sc.student_course_id = $1
     returning identity_check_id`,
    [studentCourseId, chapterNumber, at],
  );
  await tx.query(
    `insert into identity_check_questions (identity_check_id, question_id, asked_at, answered_at, outcome, ip_address,
       user_agent)
     values ($1, $2, $3, $3, 'right', '127.0.0.1', 'seed')`,
    [check.identity_check_id, Number(Object.keys(seededSecurityAnswers)[0]), at],
  );
}
