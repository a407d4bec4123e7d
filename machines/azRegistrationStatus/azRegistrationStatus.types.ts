import type { AzRegistrationStatus } from '@contracts/eligibility';

import type { Failure } from '../shared/failure';

export type { AzRegistrationStatus };

export interface AzRegistrationStatusInput {
  /** The course asked for; none: the student's newest with an eligibility check. */
  studentCourseId?: number;
}

export interface AzRegistrationStatusContext extends AzRegistrationStatusInput {
  status?: AzRegistrationStatus;
  failure?: Failure;
}

export type AzRegistrationStatusEvent = { type: 'retry.request' };
