import { studentCoursesMachine } from '@machines/studentCourses';

import type { FlowModel } from './harness/model';
import { coursesEvents } from './homeCourses.fixtures';

export const homeDashboardModel: FlowModel<typeof studentCoursesMachine> = {
  id: 'homeDashboard',
  title: "Dashboard: the student's courses with status and progress, empty state, retry (02 §2)",
  machine: studentCoursesMachine,
  input: { studentId: 41 },
  events: coursesEvents,
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  // The course list only loads and shows: no provided actions, no final state.
  sideEffects: {},
};
