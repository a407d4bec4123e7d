import type { IdentityCheckStep } from '@contracts/identityChecks';

import type { SecurityQuestionCheckOutput } from '../securityQuestionCheck';

export type { IdentityCheckStep };

export interface IdentityCheckInput {
  studentCourseId: number;
  /** The chapter being launched; null: before the final exam. */
  chapterNumber: number | null;
  /** The steps the server asked for, in the order they run. */
  steps: IdentityCheckStep[];
}

/** How the checks ended: all passed (the launch asks the server again), or stopped as the course rule says. */
export type IdentityCheckOutput = SecurityQuestionCheckOutput;

export interface IdentityCheckContext extends IdentityCheckInput {
  /** Set when a check stopped the course (a lock or a failed course). */
  stop?: Exclude<IdentityCheckOutput, { outcome: 'passed' }>;
}
