import { fromPromise } from 'xstate';

import type { breakTimeMachine } from '@machines/breakTime';
import type { CourseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** Seconds until the course's break ends, from the server's record (0: no break). */
export const createBreakTimeActors = (api: CourseTakingEndpoints, language: () => string, now: () => number) => ({
  loadBreak: fromPromise<number, { studentCourseId: number }>(async ({ input, signal }) => {
    const { breakUntil } = (await api.courseOutline(input.studentCourseId, language(), signal)).data.progress;
    return breakUntil ? Math.max(0, (Date.parse(breakUntil) - now()) / 1000) : 0;
  }),
});

export const createBreakTimeImplementations = ({
  api,
  language,
  navigate,
}: Pick<FlowDeps, 'navigate'> & { api: CourseTakingEndpoints; language: () => string }) =>
  ({
    actors: createBreakTimeActors(api, language, Date.now),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof breakTimeMachine>;
