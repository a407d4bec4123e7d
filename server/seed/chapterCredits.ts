import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededCourseRules } from './courseRules';

/*
 * Time credited to a seeded student's chapters, as if studied: the student_course_chapters rows and the course's
 * progress (02 §7 chapter launch reads both).
 */

export interface ChapterCredits {
  configCourseId: number;
  /** Seconds credited to chapters 1, 2… in order; a chapter is done once its time reaches the rules' minimum. */
  seconds: number[];
  /** When the time was credited (and the course started and its last chapter opened). */
  at: Date;
  /** The last credited chapter's time is in but its quiz is not passed (every other done chapter's quiz is). */
  quizDue?: boolean;
  /**
   * Dates completed_at of an unfinished chapter too: learners.ts's accounts have been seeded so from the start, and
   * their rows stay as they were (the app reads is_completed, not the date, to tell a chapter done).
   */
  datesUnfinishedChapters?: boolean;
}

/** Credits the chapters, then marks the course started with the last credited chapter open; the seconds in all. */
export async function creditChapters(tx: Queryable, studentCourseId: number, credits: ChapterCredits) {
  const { configCourseId, seconds, at } = credits;
  const chapters = await tx.query<{ chapter_id: number }>(
    'select chapter_id from course_chapters where config_course_id = $1 order by position',
    [configCourseId],
  );
  const minimum = seededCourseRules[configCourseId].chapters.minimumMinutes.map((m) => m * 60);
  for (const [i, spent] of seconds.entries()) {
    const done = spent >= minimum[i];
    const quizPassed = done && !(credits.quizDue && i === seconds.length - 1);
    await tx.query(
      `insert into student_course_chapters (student_course_id, chapter_id, time_spent, is_completed, completed_at,
         started_at, quiz_passed_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        studentCourseId,
        chapters[i].chapter_id,
        spent,
        done,
        done || credits.datesUnfinishedChapters ? at : null,
        at,
        quizPassed ? at : null,
      ],
    );
  }
  const total = seconds.reduce((a, b) => a + b, 0);
  await tx.query(
    `update student_courses set status = 'InProgress', started_at = $2, credited_seconds = $3, open_chapter_id = $4,
       opened_at = $2
     where student_course_id = $1`,
    [studentCourseId, at, total, chapters[seconds.length - 1].chapter_id],
  );
  return total;
}

/**
 * student@example.com's progress in California 611, which the home pages' own account repeats: chapters 1 and 2
 * done (30 minutes each, their quizzes passed, one and two days after the purchase), ten minutes of chapter 3, and a
 * row with nothing in it for every other chapter. The course is bought 'InProgress'; nothing else of it is set.
 */
export async function creditTwoChaptersOf611(tx: Queryable, studentCourseId: number, purchasedAt: Date) {
  const chapters = await tx.query<{ chapter_id: number; position: number }>(
    'select chapter_id, position from course_chapters where config_course_id = 611 order by position',
  );
  for (const ch of chapters) {
    const done = ch.position <= 2;
    const spent = done ? 1800 : ch.position === 3 ? 600 : 0;
    const doneAt = done ? addMs(purchasedAt, hours(24 * ch.position)) : null;
    await tx.query(
      `insert into student_course_chapters (student_course_id, chapter_id, time_spent, is_completed, completed_at,
         quiz_passed_at)
       values ($1, $2, $3, $4, $5, $5)`,
      [studentCourseId, ch.chapter_id, spent, done, doneAt],
    );
  }
}
