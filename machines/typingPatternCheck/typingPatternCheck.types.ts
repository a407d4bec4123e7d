import type { TypingCheck, TypingSample, TypingVerdict } from '@contracts/typingPattern';

import type { SecurityQuestionCheckOutput } from '../securityQuestionCheck';
import type { Failure } from '../shared/failure';

export type { TypingCheck, TypingSample, TypingVerdict };

export type OpenTypingCheck = Extract<TypingCheck, { status: 'open' }>;
export type TypingMismatch = Extract<TypingVerdict, { outcome: 'mismatch' }>;

export interface TypingPatternCheckInput {
  studentCourseId: number;
  /** The chapter being launched; null: before the final exam. */
  chapterNumber: number | null;
}

/** How the check ended (the same outcomes as every identity check). */
export type TypingPatternCheckOutput = SecurityQuestionCheckOutput;

export interface TypingPatternCheckContext extends TypingPatternCheckInput {
  check?: OpenTypingCheck;
  /** Seconds left to type (the server's deadline less its clock); null: no limit. */
  secondsLeft: number | null;
  /** The last mismatch, for typing-verification-message. */
  mismatch?: TypingMismatch;
  stop?: Exclude<TypingPatternCheckOutput, { outcome: 'passed' }>;
  failure?: Failure;
}

export type TypingPatternCheckEvent =
  | { type: 'sample.typed'; sample: TypingSample }
  /** The page's clock: one second passed (the binding's interval timer, Playwright's clock in browser tests). */
  | { type: 'clock.second' }
  /** After a mismatch: type the phrase again. */
  | { type: 'typing.again' }
  | { type: 'retry.request' };
