import type { SnapshotFrom } from 'xstate';

import type { StudentCourse, studentCoursesMachine } from '@machines/studentCourses';

import { done, failed, invokes, timers } from './harness/model';

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
  ...(invokes(s, 'loadCourses')
    ? [
        done('loadCourses', [inProgressCourse, pendingCourse]),
        done('loadCourses', []),
        failed('loadCourses', { kind: 'network', httpStatus: 0, message: '' }),
        failed('loadCourses', {
          kind: 'failure',
          httpStatus: 500,
          code: 'SERVER_ERROR',
          message: 'Oops. Something went wrong. Please try again later.',
        }),
      ]
    : []),
  ...timers(s),
];
