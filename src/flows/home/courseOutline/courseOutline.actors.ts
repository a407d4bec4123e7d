import { fromPromise } from 'xstate';

import type { CourseOutline, courseOutlineMachine } from '@machines/courseOutline';
import type { CourseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

export const createCourseOutlineActors = (api: CourseTakingEndpoints, language: () => string) => ({
  loadOutline: fromPromise<CourseOutline, { studentCourseId: number }>(
    async ({ input, signal }) => (await api.courseOutline(input.studentCourseId, language(), signal)).data,
  ),
});

export const createCourseOutlineImplementations = ({
  api,
  language,
  navigate,
  storage,
}: FlowDeps & { api: CourseTakingEndpoints; language: () => string }) =>
  ({
    actors: createCourseOutlineActors(api, language),
    actions: {
      navigate: navigateAction(navigate),
      rememberCourse: (_: unknown, studentCourseId: number) => storage.set('studentCourseId', studentCourseId),
    },
  }) satisfies ImplementationsOf<typeof courseOutlineMachine>;
