import { studentCoursesMachine } from '@machines/studentCourses';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useFlowLogic } from '@app/shared/flows/useFlowLogic';
import { useEndpoints } from '@app/shared/services';

import { createStudentCoursesImplementations } from './studentCourses.actors';

/** The courses machine with the app's I/O, for a route's flow. */
export function useStudentCoursesLogic() {
  const api = useEndpoints(studentEndpoints);
  return useFlowLogic(() => studentCoursesMachine.provide(createStudentCoursesImplementations({ api })));
}
