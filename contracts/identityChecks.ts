import * as z from 'zod/mini';

import { envelope } from './envelope';
import { isoInstant } from './instants';
import { id, idParam, text } from './primitives';

/*
 * Identity checks during the course (02 §2 security-quiz-save, security-quiz-verification, §7 security
 * questions, §8). The server decides when a check is due (course rule `identityChecks`), keeps every try and its
 * footprint, and counts wrong answers itself: a reload never resets them.
 */

/** 02 §8: this message is shown as an error; any other as success. */
export const identityVerifiedFailedMessage = 'Identity verified failed.';
export const identityVerifiedMessage = 'Identity verified.';

/** The steps a launch can ask for, in the order they run. */
export const identityCheckSteps = [
  /** The student picks and answers the course's number of security questions (once per student). */
  'securityQuestionsSetup',
  /** One random saved question, with the rule's retries and time limit. */
  'securityQuestion',
  /** The student types the phrase three times; the server keeps the rhythm as a template (typing-pattern-save). */
  'typingPatternSetup',
  /** One typing of the phrase, compared with the template (typing-pattern-verification). */
  'typingPattern',
  /** initialWebcamModel (why, and the camera asked for), then a photo (webcam), compared with the first. */
  'webcamPhoto',
] as const;
export type IdentityCheckStep = (typeof identityCheckSteps)[number];

/** Where the check is asked: before a chapter (its number) or before the final exam (null). */
const checkPoint = () => z.nullable(z.int().check(z.positive(), z.maximum(200)));

// ---- Security question list: GET ?studentCourseId=&language= ----
export const securityQuestionListQuerySchema = z.object({
  studentCourseId: idParam(),
  language: z.optional(z.string().check(z.maxLength(10))),
});

export const securityQuestionSchema = z.object({ questionId: id(), text: z.string() });
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

export const securityQuestionListSchema = z.object({
  /** How many the course asks the student to pick and answer. */
  savedCount: z.int().check(z.positive()),
  questions: z.array(securityQuestionSchema),
});
export type SecurityQuestionList = z.infer<typeof securityQuestionListSchema>;
export const securityQuestionListResponseSchema = envelope(securityQuestionListSchema);

// ---- Save answers (security-quiz-save): POST { studentCourseId, answers } ----
/** Longest answer kept (before normalising): a name, a place, a street. */
export const securityAnswerMaxLength = 60;
/** Fewest letters or digits an answer needs after normalising (one letter is guessed too easily). */
export const securityAnswerMinLength = 2;

/**
 * How an answer is compared: case, accents' width forms, punctuation and spaces do not matter (state-rules.md §4.0:
 * "case/space/punctuation-insensitive"). The server hashes this form; the browser uses it only to count letters.
 */
export const normaliseSecurityAnswer = (answer: string) =>
  answer
    .normalize('NFKC')
    .toLocaleLowerCase('en-US')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const securityAnswerText = () =>
  text().check(
    z.trim(),
    z.maxLength(securityAnswerMaxLength),
    z.refine((a) => normaliseSecurityAnswer(a).replace(/ /g, '').length >= securityAnswerMinLength, {
      message: `an answer needs at least ${securityAnswerMinLength} letters or digits`,
    }),
  );

export const securityAnswersRequestSchema = z
  .object({
    studentCourseId: id(),
    answers: z
      .array(z.object({ questionId: id(), answer: securityAnswerText() }))
      .check(z.minLength(1), z.maxLength(10)),
  })
  .check(
    z.refine((r) => new Set(r.answers.map((a) => a.questionId)).size === r.answers.length, {
      message: 'each question is answered once',
    }),
  );
export type SecurityAnswersRequest = z.infer<typeof securityAnswersRequestSchema>;
export const securityAnswersSavedSchema = z.object({ savedCount: z.int().check(z.positive()) });
export const securityAnswersSavedResponseSchema = envelope(securityAnswersSavedSchema);

// ---- Random question (security-quiz-verification): POST { studentCourseId, chapterNumber?, language? } ----
export const randomQuestionRequestSchema = z.object({
  studentCourseId: idParam(),
  /** The chapter being launched; omitted: before the final exam. */
  chapterNumber: z.optional(z.int().check(z.positive(), z.maximum(200))),
  language: z.optional(z.string().check(z.maxLength(10))),
});

/** A plain union told apart by `status` (a discriminated union would add its code to every page). */
export const randomQuestionSchema = z.union([
  z.object({
    status: z.literal('question'),
    checkId: id(),
    questionId: id(),
    text: z.string(),
    chapterNumber: checkPoint(),
    /** When the answer is due (running out counts as a wrong answer); null: no limit. */
    deadline: z.nullable(isoInstant()),
    /** The server's clock when it answered, so the browser counts down from the server's time, not its own. */
    serverNow: isoInstant(),
    /** Wrong answers the rule still allows before the check fails (this one included). */
    wrongAnswersLeft: z.int().check(z.nonnegative()),
  }),
  /** No question is due here (already verified, or the course asks none). */
  z.object({ status: z.literal('notDue') }),
  /** The answers are not saved yet: security-quiz-save first. */
  z.object({ status: z.literal('setupDue') }),
  z.object({ status: z.literal('locked'), lockedUntil: z.nullable(isoInstant()) }),
  z.object({ status: z.literal('courseFailed') }),
]);
export type RandomQuestion = z.infer<typeof randomQuestionSchema>;
export const randomQuestionResponseSchema = envelope(randomQuestionSchema);

// ---- Answer the question: PUT { studentCourseId, checkId, questionId, answer } ----
export const securityAnswerRequestSchema = z.object({
  studentCourseId: id(),
  checkId: id(),
  questionId: id(),
  /** May be empty when the time ran out (it counts as wrong either way). */
  answer: text().check(z.trim(), z.maxLength(securityAnswerMaxLength)),
});
export type SecurityAnswerRequest = z.infer<typeof securityAnswerRequestSchema>;

export const securityAnswerVerdictSchema = z.union([
  z.object({ outcome: z.literal('verified') }),
  /** Wrong (or too late): another question follows; `timedOut` says which. */
  z.object({ outcome: z.literal('wrong'), timedOut: z.boolean(), wrongAnswersLeft: z.int().check(z.positive()) }),
  /** The rule's wrong answers are used up: 02 §8 'Identity verified failed.' and what the rule does. */
  z.object({ outcome: z.literal('locked'), timedOut: z.boolean(), lockedUntil: z.nullable(isoInstant()) }),
  z.object({ outcome: z.literal('courseFailed'), timedOut: z.boolean() }),
]);
export type SecurityAnswerVerdict = z.infer<typeof securityAnswerVerdictSchema>;
export const securityAnswerVerdictResponseSchema = envelope(securityAnswerVerdictSchema);

// ---- Operators: unlock a course locked by a failed check (admin key) ----
export const identityUnlockRequestSchema = z.object({
  studentCourseId: id(),
  /** Why support lets the student go on (logged: TX 16 TAC §92.32(a)(5)). */
  reason: text().check(z.trim(), z.minLength(3), z.maxLength(500)),
});
