import { studentCoursesMachine } from '@machines/studentCourses';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createStudentCoursesImplementations } from './studentCourses.actors';

/** The courses machine with the app's I/O, for a route's flow. */
export function useStudentCoursesLogic() {
  const api = useEndpoints(studentEndpoints);
  const { storage } = useServices();
  return useFlowLogic((navigate) =>
    studentCoursesMachine.provide(createStudentCoursesImplementations({ api, navigate, storage })),
  );
}
