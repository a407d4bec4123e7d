import { createFlowContext } from '@shared/flows/createFlowContext';

import { studentCoursesMachine } from '@machines/studentCourses';

/** One context for both pages that list the student's courses (dashboard, course list). */
export const StudentCoursesContext = createFlowContext(studentCoursesMachine);
