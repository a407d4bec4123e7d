import * as z from 'zod/mini';

import { isoDate, isoInstant } from './instants';
import { seconds } from './primitives';

export { isoDate, isoInstant };

/**
 * A course's progress as the dashboards show it (02 §7 dashboard), apart from the rest of course taking's contracts:
 * the dashboard's courses call loads only this.
 */

export const chapterNumber = () => z.int().check(z.positive(), z.maximum(200));

/** The daily cap as it stands now: unlimited, or seconds left and when the time comes back (null while some is left). */
export const todaySchema = z.object({
  limited: z.boolean(),
  /** Null when not limited. */
  availableSeconds: z.nullable(seconds()),
  /** When a used-up day comes back (midnight in the course state, or 24 hours after); null while time is left. */
  resetsAt: z.nullable(isoInstant()),
});
export type Today = z.infer<typeof todaySchema>;

/** 'quizDue': the chapter's time is in and its quiz is not passed yet (the next chapter unlocks with the pass). */
export const chapterStates = ['locked', 'available', 'inProgress', 'quizDue', 'completed'] as const;
export type ChapterState = (typeof chapterStates)[number];

/**
 * What the dashboard offers for a course: its one clear action. 'finalExam': every chapter is complete and the exam
 * is open; 'completed': the course is passed (its certificate); 'failed': the last allowed try failed and the rule
 * closes the enrolment.
 */
export const courseActions = [
  'start',
  'continue',
  'completePurchase',
  'finalExam',
  'completed',
  'failed',
  'expired',
  // Refunded: access ended with the refund.
  'refunded',
  // The course rule's admission (Arizona's documents and eligibility): the next step before the course may start.
  'fileDocuments',
  'checkEligibility',
  'notEligible',
] as const;
export type CourseAction = (typeof courseActions)[number];

/** What an admission still lacks: documents to file, the eligibility check, or eligibility declined. */
export const admissionSteps = ['documents', 'eligibility', 'declined'] as const;
export type AdmissionStep = (typeof admissionSteps)[number];

export const certificateMailingStates = ['queued', 'printed', 'mailed'] as const;
export type CertificateMailingState = (typeof certificateMailingStates)[number];

/** A completed course's certificate as the dashboard shows it. */
export const certificateSummarySchema = z.object({
  certificateNumber: z.string(),
  verificationCode: z.string(),
  issuedAt: isoInstant(),
  /** The printed copy by mail (the cart's upsell), when bought: where it is. */
  mailing: z.nullable(z.enum(certificateMailingStates)),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

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
  /** Issued when the course completes; null before. */
  certificate: z.nullable(certificateSummarySchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;
