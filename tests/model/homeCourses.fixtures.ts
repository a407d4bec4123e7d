import type { SnapshotFrom } from 'xstate';

import * as routes from '@contracts/pages';
import { type StudentCourse, studentCoursesMachine } from '@machines/studentCourses';

import { networkFailure, refusal } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
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
  progress: {
    chaptersDone: 5,
    chapterCount: 12,
    creditedSeconds: 6000,
    requiredSeconds: 14400,
    today: { limited: false, availableSeconds: null, resetsAt: null },
    breakUntil: null,
    completeBy: null,
    nextChapterNumber: 6,
    action: 'continue',
    certificate: null,
  },
};
export const pendingCourse: StudentCourse = {
  studentCourseId: 8,
  configCourseId: 383,
  courseName: "Online Driver's Ed (30 hours)",
  status: 'PaymentPending',
  progressPercent: 0,
  purchasedAt: null,
  expiresAt: null,
  // A course without a rule set to take it by (the dashboard says its lessons are not online yet).
  progress: null,
};

export const coursesEvents = (s: SnapshotFrom<typeof studentCoursesMachine>) => [
  ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
  ...(s.matches('loaded')
    ? [
        { type: 'course.continue', studentCourseId: inProgressCourse.studentCourseId },
        { type: 'course.view', studentCourseId: inProgressCourse.studentCourseId, page: 'courseDashboard' },
      ]
    : []),
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
  describeEvent: (e) =>
    e.type === 'retry.request'
      ? 'the student clicks Try again'
      : e.type === 'course.continue'
        ? "the student clicks 'Continue' on the course"
        : e.type === 'course.view'
          ? "the student clicks 'Course details'"
          : undefined,
  // Start / Continue and 'Course details' remember the course, then open its page.
  sideEffects: {
    loaded: ({ event }) =>
      event.type === 'course.continue'
        ? [effect('rememberCourse', event.studentCourseId), navigate(routes.chapterLaunch)]
        : event.type === 'course.view'
          ? [effect('rememberCourse', event.studentCourseId), navigate(routes.courseDashboard)]
          : [],
  },
});
