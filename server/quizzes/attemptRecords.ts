import * as z from 'zod/mini';

import type { QuizResult } from '../../contracts/quizzes';
import type { Queryable } from '../db/types';
import type { DrawnQuestion } from './bank';

/** One try as stored (quiz_attempts). */
export interface AttemptRecord {
  quizAttemptId: number;
  studentCourseId: number;
  /** Null: the final exam. */
  chapterId: number | null;
  round: number;
  attemptNumber: number;
  questions: DrawnQuestion[];
  /** Question id → the option number shown. */
  answers: Record<string, number>;
  startedAt: Date;
  deadline: Date | null;
  submittedAt: Date | null;
  passed: boolean | null;
  result: QuizResult | null;
}

interface AttemptRow {
  quiz_attempt_id: number;
  student_course_id: number;
  chapter_id: number | null;
  course_round: number;
  attempt_number: number;
  questions: unknown;
  answers: unknown;
  started_at: Date | string;
  deadline: Date | string | null;
  submitted_at: Date | string | null;
  passed: boolean | null;
  result: unknown;
}

// The jsonb columns are read back through schemas: what the database holds is checked, never assumed.
const drawnSchema = z.array(z.object({ questionId: z.int(), order: z.array(z.int()) }));
const answersSchema = z.record(z.string(), z.int());

const columns = `quiz_attempt_id, student_course_id, chapter_id, course_round, attempt_number, questions, answers, started_at,
  deadline, submitted_at, passed, result`;
const prefixedColumns = columns
  .split(',')
  .map((column) => `a.${column.trim()}`)
  .join(', ');
const asDate = (v: Date | string) => new Date(v);

function toRecord(row: AttemptRow, parseResult: (value: unknown) => QuizResult): AttemptRecord {
  return {
    quizAttemptId: row.quiz_attempt_id,
    studentCourseId: row.student_course_id,
    chapterId: row.chapter_id,
    round: row.course_round,
    attemptNumber: row.attempt_number,
    questions: drawnSchema.parse(row.questions),
    answers: answersSchema.parse(row.answers),
    startedAt: asDate(row.started_at),
    deadline: row.deadline === null ? null : asDate(row.deadline),
    submittedAt: row.submitted_at === null ? null : asDate(row.submitted_at),
    passed: row.passed,
    result: row.result === null ? null : parseResult(row.result),
  };
}

export interface AttemptStore {
  /** The student's own try (locked for update), or undefined for another student's or an unknown one. */
  ownAttempt(quizAttemptId: number, studentId: number): Promise<AttemptRecord | undefined>;
  /** The open (unsubmitted) try of a quiz in the course's round. */
  openAttempt(studentCourseId: number, chapterId: number | null, round: number): Promise<AttemptRecord | undefined>;
  /** The submitted tries of a quiz in the round, oldest first. */
  submittedAttempts(studentCourseId: number, chapterId: number | null, round: number): Promise<AttemptRecord[]>;
}

export function attemptStore(db: Queryable, parseResult: (value: unknown) => QuizResult): AttemptStore {
  const read = (rows: AttemptRow[]) => rows.map((row) => toRecord(row, parseResult));
  return {
    async ownAttempt(quizAttemptId, studentId) {
      const rows = await db.query<AttemptRow>(
        `select ${prefixedColumns} from quiz_attempts a
           join student_courses sc on sc.student_course_id = a.student_course_id
         where a.quiz_attempt_id = $1 and sc.student_id = $2 for update of a`,
        [quizAttemptId, studentId],
      );
      return read(rows)[0];
    },
    async openAttempt(studentCourseId, chapterId, round) {
      const rows = await db.query<AttemptRow>(
        `select ${columns} from quiz_attempts
         where student_course_id = $1 and chapter_id is not distinct from $2 and course_round = $3 and submitted_at is null`,
        [studentCourseId, chapterId, round],
      );
      return read(rows)[0];
    },
    async submittedAttempts(studentCourseId, chapterId, round) {
      const rows = await db.query<AttemptRow>(
        `select ${columns} from quiz_attempts
         where student_course_id = $1 and chapter_id is not distinct from $2 and course_round = $3 and submitted_at is not null
         order by attempt_number`,
        [studentCourseId, chapterId, round],
      );
      return read(rows);
    },
  };
}
