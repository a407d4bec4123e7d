import { fromPromise } from 'xstate';

import type { AzRegistrationStatus, azRegistrationStatusMachine } from '@machines/azRegistrationStatus';
import type { EligibilityEndpoints } from '@shared/api/endpoints/eligibility';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The registration status page's I/O: the timeline of the Arizona flow. */
export const createAzRegistrationStatusActors = (api: EligibilityEndpoints) => ({
  loadStatus: fromPromise<AzRegistrationStatus, { studentCourseId?: number }>(
    async ({ input, signal }) => (await api.azRegistrationStatus(input.studentCourseId, signal)).data,
  ),
});

export const createAzRegistrationStatusImplementations = ({ api }: { api: EligibilityEndpoints }) =>
  ({ actors: createAzRegistrationStatusActors(api) }) satisfies ImplementationsOf<typeof azRegistrationStatusMachine>;
