import * as z from 'zod/mini';

import { chapterContentSchema } from './courseContent';
import { envelope } from './envelope';
import { id, idParam, seconds } from './primitives';

/*
 * Course taking (issue 12; 02 §7 dashboard, chapter launch, time management, chapter time, course content): the
 * answers are the server's records, so the browser shows what was credited, never what it counted itself.
 */

/*
 * Instants and dates are checked by parsing, not with zod's ISO formats: those pull zod's format regexes into the
 * code every page shares (about 1 KB gzip on /register; docs/decisions.md, Delivery).
 */
const isoInstant = () =>
  z.string().check(z.refine((s) => s.includes('T') && !Number.isNaN(Date.parse(s)), { message: 'an ISO instant' }));
const isoDate = () =>
  z
    .string()
    .check(
      z.refine((s) => s.length === 10 && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { message: 'a YYYY-MM-DD date' }),
    );
const chapterNumber = () => z.int().check(z.positive(), z.maximum(200));

/** The daily cap as it stands now: unlimited, or seconds left and when the time comes back (null while some is left). */
export const todaySchema = z.object({
  limited: z.boolean(),
  /** Null when not limited. */
  availableSeconds: z.nullable(seconds()),
  /** When a used-up day comes back (midnight in the course state, or 24 hours after); null while time is left. */
  resetsAt: z.nullable(isoInstant()),
});
export type Today = z.infer<typeof todaySchema>;

export const chapterStates = ['locked', 'available', 'inProgress', 'completed'] as const;
export type ChapterState = (typeof chapterStates)[number];

/** What the dashboard offers for a course: its one clear action. */
export const courseActions = ['start', 'continue', 'completePurchase', 'finished', 'expired'] as const;
export type CourseAction = (typeof courseActions)[number];

/** A course's progress as the dashboards show it. */
export const courseProgressSchema = z.object({
  chaptersDone: z.int().check(z.nonnegative()),
  chapterCount: z.int().check(z.nonnegative()),
  creditedSeconds: seconds(),
  requiredSeconds: seconds(),
  today: todaySchema,
  /** A forced break in progress: when it ends. */
  breakUntil: z.nullable(isoInstant()),
  /** The court rule (02 §9): the course must be finished seven days before the court date; null without one. */
  completeBy: z.nullable(isoDate()),
  nextChapterNumber: z.nullable(chapterNumber()),
  action: z.enum(courseActions),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

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
 * What the student may do now, decided by the server in the order: daily time, a break, then the chapter. A plain
 * union of objects told apart by their literal `outcome` (a discriminated union would add its code to every page).
 */
export const chapterLaunchSchema = z.union([
  z.object({ outcome: z.literal('open'), studentCourseChapterId: id(), chapterNumber: chapterNumber() }),
  z.object({ outcome: z.literal('dailyLimitReached'), resetsAt: isoInstant() }),
  z.object({ outcome: z.literal('breakDue'), breakUntil: isoInstant() }),
  /** The chapter asked for is not unlocked yet (sequential order). */
  z.object({ outcome: z.literal('chapterLocked'), chapterNumber: chapterNumber() }),
  /** Every chapter is complete: quizzes and the exam follow (issue 13). */
  z.object({ outcome: z.literal('courseFinished') }),
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
  isCompleted: z.boolean(),
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
