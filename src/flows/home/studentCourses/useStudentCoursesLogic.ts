import { studentCoursesMachine } from '@machines/studentCourses';
import { coursesEndpoints } from '@shared/api/endpoints/courses';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createStudentCoursesImplementations } from './studentCourses.actors';

/** The courses machine with the app's I/O, for a route's flow. */
export function useStudentCoursesLogic() {
  const api = useEndpoints(coursesEndpoints);
  const { storage } = useServices();
  return useFlowLogic((navigate) =>
    studentCoursesMachine.provide(createStudentCoursesImplementations({ api, navigate, storage })),
  );
}
