import { useIntents } from '@shared/flows/useIntents';

import { StudentCoursesContext } from './StudentCoursesContext';

export function useStudentCoursesEvents() {
  return useIntents(StudentCoursesContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    continueCourse: (studentCourseId: number) => send({ type: 'course.continue', studentCourseId }),
    viewCourse: (studentCourseId: number) => send({ type: 'course.view', studentCourseId, page: 'courseDashboard' }),
  }));
}
