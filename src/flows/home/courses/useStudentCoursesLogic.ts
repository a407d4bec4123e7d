import { useMemo } from 'react';
import { studentCoursesMachine } from '@machines/studentCourses';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints } from '@app/shared/services';
import { createStudentCoursesActors } from './studentCourses.actors';

/** The courses machine with the app's I/O, for a route screen. */
export function useStudentCoursesLogic() {
  const api = useEndpoints(studentEndpoints);
  return useMemo(() => studentCoursesMachine.provide({ actors: createStudentCoursesActors(api) }), [api]);
}
