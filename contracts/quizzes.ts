import * as z from 'zod/mini';

import { chapterNumber } from './courseProgress';
import { lastFailureOutcomes } from './courseRules';
import { envelope } from './envelope';
import { isoInstant } from './instants';
import { id } from './primitives';

/*
 * Chapter quizzes and the final exam (02 §7 chapter quiz, quiz validation, final quiz save). The server
 * draws and grades: a question reaches the browser with its options shuffled and numbered for this try only, and
 * which one is right is never sent before the answers are in.
 */

export const quizKinds = ['chapter', 'final'] as const;
export type QuizKind = (typeof quizKinds)[number];

/** An option's number within one try (its place after the shuffle): it tells nothing about the bank's order. */
const optionId = () => z.int().check(z.nonnegative(), z.maximum(9));
const language = () => z.optional(z.string().check(z.maxLength(10)));

// ---- Start or resume a try: POST { studentCourseId, chapterNumber | null (the final exam), language } ----
export const quizStartRequestSchema = z.object({
  studentCourseId: id(),
  /** Null: the final exam. */
  chapterNumber: z.nullable(chapterNumber()),
  language: language(),
});
export type QuizStartRequest = z.infer<typeof quizStartRequestSchema>;

export const quizQuestionSchema = z.object({
  questionId: id(),
  prompt: z.string(),
  options: z.array(z.object({ optionId: optionId(), text: z.string() })),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizAnswerSchema = z.object({ questionId: id(), optionId: optionId() });
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

/** A try in progress: the same questions in the same order until it is submitted (a reload resumes it). */
export const quizAttemptSchema = z.object({
  quizAttemptId: id(),
  kind: z.enum(quizKinds),
  /** Null for the final exam. */
  chapterNumber: z.nullable(chapterNumber()),
  courseName: z.string(),
  /** 1 for the first try. */
  attemptNumber: z.int().check(z.positive()),
  /** Tries the rule allows; null: unlimited. */
  attemptsAllowed: z.nullable(z.int().check(z.positive())),
  passPercent: z.int().check(z.positive(), z.maximum(100)),
  questions: z.array(quizQuestionSchema),
  /** The answers saved so far (the final exam saves each as it is given). */
  answers: z.array(quizAnswerSchema),
  /** When the time limit ends the try; null: no limit. */
  deadline: z.nullable(isoInstant()),
  /** The server's time when it answered: the countdown is the deadline less this, not the browser's clock. */
  serverNow: isoInstant(),
  /** What failing this try would cause, said before it starts: null when another try would follow. */
  lastTryOutcome: z.nullable(z.enum(lastFailureOutcomes)),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/** Whether a try can start now, decided by the server. Told apart by the literal `outcome` (no discriminated union). */
export const quizStartSchema = z.union([
  z.object({ outcome: z.literal('open'), attempt: quizAttemptSchema }),
  /** A chapter quiz before the chapter's time is in, or the exam before every chapter is complete. */
  z.object({ outcome: z.literal('notDue'), nextChapterNumber: z.nullable(chapterNumber()) }),
  /** Already passed: nothing to take. */
  z.object({ outcome: z.literal('passed') }),
  /** The rule's wait after a failed try (Ohio's final: 24 hours). */
  z.object({ outcome: z.literal('waiting'), until: isoInstant() }),
  /** The rule asks for the chapter to be opened again before another try. */
  z.object({ outcome: z.literal('reviewChapter'), chapterNumber: chapterNumber() }),
  /** Not paid, expired, waiting for a parent, completed or failed: the dashboard says which. */
  z.object({ outcome: z.literal('notAvailable') }),
  /** The final exam's identity check is due (or a failed one locked the course): the launch page runs it. */
  z.object({ outcome: z.literal('identityCheckDue') }),
]);
export type QuizStart = z.infer<typeof quizStartSchema>;
export const quizStartResponseSchema = envelope(quizStartSchema);

// ---- Save one answer of a try in progress: PUT { quizAttemptId, questionId, optionId } ----
export const quizAnswerSaveRequestSchema = z.object({
  quizAttemptId: id(),
  questionId: id(),
  optionId: optionId(),
});
export type QuizAnswerSaveRequest = z.infer<typeof quizAnswerSaveRequestSchema>;
export const quizAnswerSavedSchema = z.object({ saved: z.int().check(z.nonnegative()) });
export const quizAnswerSavedResponseSchema = envelope(quizAnswerSavedSchema);

// ---- Quiz validation: POST { quizAttemptId, answers } ----
export const quizSubmitRequestSchema = z.object({
  quizAttemptId: id(),
  /** Merged over the saved answers; a question without an answer counts as wrong. */
  answers: z.array(quizAnswerSchema).check(z.maxLength(200)),
  /** The student's language: a certificate issued by this submit is mailed in it. */
  language: language(),
});
export type QuizSubmitRequest = z.infer<typeof quizSubmitRequestSchema>;

/** What follows a graded try. */
export const quizNextSteps = [
  /** Passed a chapter quiz: the next chapter is open. */
  'nextChapter',
  /** Passed the last chapter's quiz: the final exam is open. */
  'finalExam',
  /** Passed (the exam, or the last chapter's quiz of a course without one): the course is complete. */
  'courseCompleted',
  /** Failed: another try may start now. */
  'retake',
  /** Failed: the chapter must be opened again before another try. */
  'reviewChapter',
  /** Failed: another try after the rule's wait (`retakeAt`). */
  'wait',
  /** Failed the last try: the course starts again from the first chapter (same enrolment). */
  'courseRestarted',
  /** Failed the last try: the course is failed; enrolling again is the way on. */
  'courseFailed',
] as const;
export type QuizNextStep = (typeof quizNextSteps)[number];

/** One answered question as the result shows it when the rule gives the answers away. */
export const quizReviewItemSchema = z.object({
  questionId: id(),
  prompt: z.string(),
  chosen: z.nullable(z.string()),
  correct: z.boolean(),
  rightAnswer: z.string(),
  explanation: z.string(),
});
export type QuizReviewItem = z.infer<typeof quizReviewItemSchema>;

export const quizResultSchema = z.object({
  quizAttemptId: id(),
  kind: z.enum(quizKinds),
  chapterNumber: z.nullable(chapterNumber()),
  correct: z.int().check(z.nonnegative()),
  total: z.int().check(z.positive()),
  scorePercent: z.int().check(z.nonnegative(), z.maximum(100)),
  passPercent: z.int().check(z.positive(), z.maximum(100)),
  passed: z.boolean(),
  /** The time limit ran out: the saved answers were graded. */
  timedOut: z.boolean(),
  /** Every question with the right answer and why ('answers' feedback); empty under 'topics' feedback. */
  review: z.array(quizReviewItemSchema),
  /** The topics of the questions missed (both kinds of feedback). */
  missedTopics: z.array(z.string()),
  next: z.enum(quizNextSteps),
  /** Tries left after this one; null: unlimited. */
  attemptsLeft: z.nullable(z.int().check(z.nonnegative())),
  /** With 'wait': when the next try may start. */
  retakeAt: z.nullable(isoInstant()),
  /** With 'nextChapter': the chapter now open. */
  nextChapterNumber: z.nullable(chapterNumber()),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
export const quizResultResponseSchema = envelope(quizResultSchema);
