import { studentCoursesMachine } from '@machines/studentCourses';

import type { FlowModel } from './harness/model';
import { coursesEvents } from './homeCourses.fixtures';

export const homeCourseListModel: FlowModel<typeof studentCoursesMachine> = {
  id: 'homeCourseList',
  title: 'Purchased Courses: the same courses with purchase and access dates, empty state, retry (02 §2)',
  machine: studentCoursesMachine,
  input: { studentId: 41 },
  events: coursesEvents,
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  // The course list only loads and shows: no provided actions, no final state.
  sideEffects: {},
};
