import { createActorContext } from '@xstate/react';

import { courseOutlineMachine } from '@machines/courseOutline';

/** One course's outline: the course dashboard, the syllabus and the dashboard's table of contents. */
export const CourseOutlineContext = createActorContext(courseOutlineMachine);
