import * as z from 'zod/mini';

import { chapterContentSchema } from './courseContent';
import { admissionSteps, chapterNumber, chapterStates, courseProgressSchema, todaySchema } from './courseProgress';
import { envelope } from './envelope';
import { identityCheckSteps } from './identityChecks';
import { isoInstant } from './instants';
import { id, idParam, seconds } from './primitives';

export * from './courseProgress';

/*
 * Course taking (02 §7 dashboard, chapter launch, time management, chapter time, course content): the
 * answers are the server's records, so the browser shows what was credited, never what it counted itself.
 */

// ---- Course outline: GET ?studentCourseId=&language= ----
export const courseOutlineQuerySchema = z.object({
  studentCourseId: idParam(),
  language: z.optional(z.string().check(z.maxLength(10))),
});

export const outlineChapterSchema = z.object({
  chapterNumber: chapterNumber(),
  title: z.string(),
  summary: z.string(),
  objectives: z.array(z.string()),
  requiredSeconds: seconds(),
  creditedSeconds: seconds(),
  state: z.enum(chapterStates),
});
export type OutlineChapter = z.infer<typeof outlineChapterSchema>;

export const courseOutlineSchema = z.object({
  studentCourseId: id(),
  configCourseId: id(),
  courseName: z.string(),
  status: z.string(),
  /** 'words': the state measures the course in words (California); minutes are an advisory reading time. */
  measure: z.enum(['minutes', 'words']),
  progress: courseProgressSchema,
  chapters: z.array(outlineChapterSchema),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;
export const courseOutlineResponseSchema = envelope(courseOutlineSchema);

// ---- Chapter launch: POST { studentCourseId, chapterNumber? } ----
export const chapterLaunchRequestSchema = z.object({
  studentCourseId: id(),
  /** Omitted: the chapter to continue with. */
  chapterNumber: z.optional(chapterNumber()),
});
export type ChapterLaunchRequest = z.infer<typeof chapterLaunchRequestSchema>;

/**
 * What the student may do now, decided by the server in the issues' order: an identity lock, daily time, a break,
 * the chapter's state, identity checks due, then the chapter. A plain union of objects told apart by their literal
 * `outcome` (a discriminated union would add its code to every page).
 */
export const chapterLaunchSchema = z.union([
  z.object({ outcome: z.literal('open'), studentCourseChapterId: id(), chapterNumber: chapterNumber() }),
  z.object({ outcome: z.literal('dailyLimitReached'), resetsAt: isoInstant() }),
  z.object({ outcome: z.literal('breakDue'), breakUntil: isoInstant() }),
  /** Identity checks the course rule asks before this chapter (null: the final exam) opens, in order. */
  z.object({
    outcome: z.literal('identityCheckDue'),
    chapterNumber: z.nullable(chapterNumber()),
    steps: z.array(z.enum(identityCheckSteps)).check(z.minLength(1)),
  }),
  /** A failed identity check locked the course: until a time, or (null) until support re-verifies the student. */
  z.object({ outcome: z.literal('identityLocked'), lockedUntil: z.nullable(isoInstant()) }),
  /** The chapter asked for is not unlocked yet (sequential order). */
  z.object({ outcome: z.literal('chapterLocked'), chapterNumber: chapterNumber() }),
  /** Continuing: the chapter's time is in and its quiz is the next step. */
  z.object({ outcome: z.literal('quizDue'), chapterNumber: chapterNumber() }),
  /** Every chapter is done: the final exam is next. */
  z.object({ outcome: z.literal('courseFinished') }),
  /**
   * The course rule's admission (Arizona) is not complete: the documents to file, the eligibility check to
   * answer, or eligibility declined. No chapter opens before it is approved.
   */
  z.object({ outcome: z.literal('admissionPending'), missing: z.enum(admissionSteps) }),
  /** Not paid, expired, or waiting for a parent's verification: the dashboard says which. */
  z.object({ outcome: z.literal('notAvailable') }),
]);
export type ChapterLaunch = z.infer<typeof chapterLaunchSchema>;
export const chapterLaunchResponseSchema = envelope(chapterLaunchSchema);

// ---- Chapter content: GET ?studentCourseChapterId=&language= ----
export const chapterContentQuerySchema = z.object({
  studentCourseChapterId: idParam(),
  language: z.optional(z.string().check(z.maxLength(10))),
});

export const chapterPageSchema = z.object({
  studentCourseId: id(),
  studentCourseChapterId: id(),
  courseName: z.string(),
  chapterNumber: chapterNumber(),
  chapterCount: chapterNumber(),
  /** The language the text is in (English when the student's has none). */
  language: z.string(),
  content: chapterContentSchema,
  /** The new-content renderer (sections one at a time) or the classic one-page one (02 §9). */
  newContent: z.boolean(),
  /** The audio course: sections are read aloud as the student goes. */
  readAloud: z.boolean(),
  requiredSeconds: seconds(),
  creditedSeconds: seconds(),
  /** The chapter's time is in. */
  isCompleted: z.boolean(),
  /** The course has chapter quizzes and this chapter's is not passed yet: the way on is the quiz. */
  quizDue: z.boolean(),
  /** The student passed an identity check as this chapter opened: its study time counts as after a verification. */
  identityVerified: z.boolean(),
  /** Null for the last chapter. */
  nextChapterNumber: z.nullable(chapterNumber()),
  today: todaySchema,
});
export type ChapterPage = z.infer<typeof chapterPageSchema>;
export const chapterPageResponseSchema = envelope(chapterPageSchema);

// ---- Time management and chapter time: PUT (contracts/auth.ts timeUpdateRequestSchema) ----
/** The records after a time update: what was credited and what it changed. */
export const timeCreditSchema = z.object({
  /** Seconds this update added (at most the wall-clock time since the last credited one). */
  credited: seconds(),
  chapterSeconds: seconds(),
  requiredSeconds: seconds(),
  chapterCompleted: z.boolean(),
  courseSeconds: seconds(),
  today: todaySchema,
  breakUntil: z.nullable(isoInstant()),
});
export type TimeCredit = z.infer<typeof timeCreditSchema>;
export const timeCreditResponseSchema = envelope(timeCreditSchema);
