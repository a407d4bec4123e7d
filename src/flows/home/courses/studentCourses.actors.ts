import { fromPromise } from 'xstate';

import type { LoadCoursesInput, StudentCourse, studentCoursesMachine } from '@machines/studentCourses';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The real I/O of the course pages: 'All-courses dashboard' (02 §7). */
export const createStudentCoursesActors = (api: StudentEndpoints) => ({
  loadCourses: fromPromise<StudentCourse[], LoadCoursesInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return (await api.coursesDashboard(studentId, signal)).data ?? [];
  }),
});

/** Everything the student's courses machine needs from the app: its I/O. */
export const createStudentCoursesImplementations = ({ api }: { api: StudentEndpoints }) =>
  ({
    actors: createStudentCoursesActors(api),
  }) satisfies ImplementationsOf<typeof studentCoursesMachine>;
