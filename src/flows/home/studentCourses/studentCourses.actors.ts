import { fromPromise } from 'xstate';

import type { LoadCoursesInput, StudentCourse, studentCoursesMachine } from '@machines/studentCourses';
import type { CoursesEndpoints } from '@shared/api/endpoints/courses';
import { noStoredStudent } from '@shared/api/failures';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The real I/O of the course pages: 'All-courses dashboard' (02 §7). */
export const createStudentCoursesActors = (api: CoursesEndpoints) => ({
  loadCourses: fromPromise<StudentCourse[], LoadCoursesInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return (await api.coursesDashboard(studentId, signal)).data ?? [];
  }),
});

/** Everything the student's courses machine needs from the app: its I/O, navigation and the chosen course. */
export const createStudentCoursesImplementations = ({ api, navigate, storage }: FlowDeps & { api: CoursesEndpoints }) =>
  ({
    actors: createStudentCoursesActors(api),
    actions: {
      navigate: navigateAction(navigate),
      rememberCourse: (_: unknown, studentCourseId: number) => storage.set('studentCourseId', studentCourseId),
    },
  }) satisfies ImplementationsOf<typeof studentCoursesMachine>;
