import type { TypingEnrolment, TypingSample } from '@contracts/typingPattern';

import type { Failure } from '../shared/failure';

export type { TypingEnrolment, TypingSample };

export interface TypingPatternSetupInput {
  studentCourseId: number;
  /** The chapter being launched (the enrolment is its verification); null: before the final exam. */
  chapterNumber: number | null;
}

export interface TypingPatternSetupContext extends TypingPatternSetupInput {
  /** The phrase typed so far, in order (three are sent). */
  samples: TypingSample[];
  /** The sample the server asked to be typed again. */
  retypeIndex?: number;
  failure?: Failure;
}

export type TypingPatternSetupEvent =
  /** The student finished one typing of the phrase (the page recorded its key timings). */
  { type: 'sample.typed'; sample: TypingSample } | { type: 'retry.request' };
