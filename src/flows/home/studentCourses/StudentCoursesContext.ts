import { studentCoursesMachine } from '@machines/studentCourses';
import { createFlowContext } from '@shared/flows/createFlowContext';

/** One context for both pages that list the student's courses (dashboard, course list). */
export const StudentCoursesContext = createFlowContext(studentCoursesMachine);
