import type { EligibilityRequest } from '@contracts/eligibility';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

const eligibilitySchemas = () => import('@contracts/eligibility');

/** The Arizona flow's eligibility check and registration status (02 §2). Every one takes the caller's AbortSignal. */
export const eligibilityEndpoints = (client: ApiClient) => ({
  /** The questions, what is stored and the decision; without a course: the student's newest with the check. */
  eligibility: (studentCourseId: number | undefined, signal: AbortSignal) =>
    client.callData(apiPaths.eligibility, () => eligibilitySchemas().then((m) => m.eligibilityPageResponseSchema), {
      query: { studentCourseId },
      signal,
    }),
  decideEligibility: (body: EligibilityRequest, signal: AbortSignal) =>
    client.callData(apiPaths.eligibility, () => eligibilitySchemas().then((m) => m.eligibilityDecisionResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  azRegistrationStatus: (studentCourseId: number | undefined, signal: AbortSignal) =>
    client.callData(
      apiPaths.azRegistrationStatus,
      () => eligibilitySchemas().then((m) => m.azRegistrationStatusResponseSchema),
      { query: { studentCourseId }, signal },
    ),
});

export type EligibilityEndpoints = ReturnType<typeof eligibilityEndpoints>;
