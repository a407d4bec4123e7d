import { createActorContext } from '@xstate/react';

import { studentCoursesMachine } from '@machines/studentCourses';

/** One context for both pages that list the student's courses (dashboard, course list). */
export const StudentCoursesContext = createActorContext(studentCoursesMachine);
