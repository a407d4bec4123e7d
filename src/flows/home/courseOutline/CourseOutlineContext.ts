import { courseOutlineMachine } from '@machines/courseOutline';
import { createFlowContext } from '@shared/flows/createFlowContext';

/** One course's outline: the course dashboard, the syllabus and the dashboard's table of contents. */
export const CourseOutlineContext = createFlowContext(courseOutlineMachine);
