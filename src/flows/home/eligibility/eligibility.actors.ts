import { fromPromise } from 'xstate';

import type {
  EligibilityDecideInput,
  EligibilityDecision,
  eligibilityMachine,
  EligibilityPage,
} from '@machines/eligibility';
import type { EligibilityEndpoints } from '@shared/api/endpoints/eligibility';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The eligibility page's I/O: the questions with the stored answers and decision, and the decision. */
export const createEligibilityActors = (api: EligibilityEndpoints) => ({
  loadEligibility: fromPromise<EligibilityPage, { studentCourseId?: number }>(
    async ({ input, signal }) => (await api.eligibility(input.studentCourseId, signal)).data,
  ),
  decideEligibility: fromPromise<EligibilityDecision, EligibilityDecideInput>(
    async ({ input, signal }) =>
      (
        await api.decideEligibility(
          { studentCourseId: input.studentCourseId, answers: input.answers, affirmation: input.affirmation },
          signal,
        )
      ).data,
  ),
});

export const createEligibilityImplementations = ({
  api,
  navigate,
  storage,
}: FlowDeps & { api: EligibilityEndpoints }) =>
  ({
    actors: createEligibilityActors(api),
    actions: {
      navigate: navigateAction(navigate),
      rememberCourse: (_: unknown, studentCourseId: number) => storage.set('studentCourseId', studentCourseId),
    },
  }) satisfies ImplementationsOf<typeof eligibilityMachine>;
