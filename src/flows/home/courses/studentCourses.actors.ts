import { fromPromise } from 'xstate';
import type { LoadCoursesInput, StudentCourse } from '@machines/studentCourses';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import { noStoredStudent } from '@app/shared/api/failures';

/** The real I/O of the course pages: 'All-courses dashboard' (02 §7). */
export const createStudentCoursesActors = (api: StudentEndpoints) => ({
  loadCourses: fromPromise<StudentCourse[], LoadCoursesInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return (await api.coursesDashboard(studentId, signal)).data ?? [];
  }),
});
