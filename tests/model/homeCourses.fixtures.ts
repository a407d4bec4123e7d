import type { SnapshotFrom } from 'xstate';

import { type StudentCourse, studentCoursesMachine } from '@machines/studentCourses';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf, timers } from './harness/model';

/** Realistic answers of the all-courses dashboard call, shared by the dashboard and course-list models. */
export const inProgressCourse: StudentCourse = {
  studentCourseId: 7,
  configCourseId: 611,
  courseName: 'California Traffic School',
  status: 'InProgress',
  progressPercent: 40,
  purchasedAt: '2025-03-01T10:00:00.000Z',
  expiresAt: '2025-09-01T10:00:00.000Z',
};
export const pendingCourse: StudentCourse = {
  studentCourseId: 8,
  configCourseId: 383,
  courseName: "Online Driver's Ed (30 hours)",
  status: 'PaymentPending',
  progressPercent: 0,
  purchasedAt: null,
  expiresAt: null,
};

export const coursesEvents = (s: SnapshotFrom<typeof studentCoursesMachine>) => [
  ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
  ...outcomesOf(s, 'loadCourses', {
    answers: [[inProgressCourse, pendingCourse], []],
    failures: [networkFailure, refusal(500, 'SERVER_ERROR', 'Oops. Something went wrong. Please try again later.')],
  }),
  ...timers(s),
];

/** The dashboard and the course list: the same machine and paths, each page under its own id and title. */
export const coursesModel = (id: string, title: string): FlowModel<typeof studentCoursesMachine> => ({
  id,
  title,
  machine: studentCoursesMachine,
  input: { studentId: 41 },
  events: coursesEvents,
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  // The course list only loads and shows: no provided actions, no final state.
  sideEffects: {},
});
