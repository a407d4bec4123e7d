import type { RandomQuestion, SecurityAnswerVerdict } from '@contracts/identityChecks';

import type { Failure } from '../shared/failure';

export type { RandomQuestion, SecurityAnswerVerdict };

export type AskedQuestion = Extract<RandomQuestion, { status: 'question' }>;
export type WrongAnswer = Extract<SecurityAnswerVerdict, { outcome: 'wrong' }>;

export interface SecurityQuestionCheckInput {
  studentCourseId: number;
  /** The chapter being launched; null: before the final exam. */
  chapterNumber: number | null;
}

/** How the check ended, for the identity-check machine: passed, or stopped as the course rule says. */
export type SecurityQuestionCheckOutput =
  { outcome: 'passed' } | { outcome: 'locked'; lockedUntil: string | null } | { outcome: 'courseFailed' };

export interface SecurityQuestionCheckContext extends SecurityQuestionCheckInput {
  question?: AskedQuestion;
  /** Seconds left to answer (the server's deadline less its clock); null: no limit. */
  secondsLeft: number | null;
  /** The last wrong (or late) answer's verdict, for the page's words. */
  wrong?: WrongAnswer;
  /** How the check stopped (a lock or a failed course). */
  stop?: Exclude<SecurityQuestionCheckOutput, { outcome: 'passed' }>;
  failure?: Failure;
}

export type SecurityQuestionCheckEvent =
  | { type: 'answer.submit'; answer: string }
  /** The page's clock: one second passed (the binding's interval timer, Playwright's clock in browser tests). */
  | { type: 'clock.second' }
  | { type: 'question.next' }
  | { type: 'retry.request' };
