import * as routes from '@contracts/pages';
import { type CourseOutline, courseOutlineMachine } from '@machines/courseOutline';

import { networkFailure, refusal } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const courseOutline: CourseOutline = {
  studentCourseId: 50001,
  configCourseId: 990,
  courseName: 'Demo course (2-minute chapters)',
  status: 'InProgress',
  measure: 'minutes',
  progress: {
    chaptersDone: 1,
    chapterCount: 3,
    creditedSeconds: 180,
    requiredSeconds: 360,
    today: { limited: true, availableSeconds: 5400, resetsAt: null },
    breakUntil: null,
    completeBy: null,
    nextChapterNumber: 2,
    action: 'continue',
    certificate: null,
  },
  chapters: [
    {
      chapterNumber: 1,
      title: 'Space Around Your Car',
      summary: 'Following distance.',
      objectives: ['Use the 3-second rule.'],
      requiredSeconds: 120,
      creditedSeconds: 120,
      state: 'completed',
    },
    {
      chapterNumber: 2,
      title: 'Intersections and Right of Way',
      summary: 'Who goes first.',
      objectives: ['Yield correctly.'],
      requiredSeconds: 120,
      creditedSeconds: 60,
      state: 'inProgress',
    },
    {
      chapterNumber: 3,
      title: 'Staying Alert',
      summary: 'Distraction and fatigue.',
      objectives: ['Avoid distraction.'],
      requiredSeconds: 120,
      creditedSeconds: 0,
      state: 'locked',
    },
  ],
};

export const courseOutlineModel: FlowModel<typeof courseOutlineMachine> = {
  id: 'courseOutline',
  title: "Course dashboard, syllabus and table of contents: one course's chapters with their state and minutes (02 §2)",
  machine: courseOutlineMachine,
  input: { studentCourseId: 50001 },
  inputs: [{ name: 'without a chosen course', input: {} }],
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(invokes(s, 'loadOutline')
      ? [
          done('loadOutline', courseOutline),
          failed('loadOutline', refusal(403, 'FORBIDDEN', 'Access Denied')),
          failed('loadOutline', networkFailure),
        ]
      : []),
    ...(s.matches('loaded')
      ? [
          { type: 'course.continue' },
          { type: 'chapter.open', chapterNumber: 1 },
          { type: 'chapter.open', chapterNumber: 3 },
        ]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) =>
    e.type === 'course.continue'
      ? "the student clicks 'Continue'"
      : e.type === 'chapter.open'
        ? `the student opens chapter ${String(e.chapterNumber)} in the table of contents`
        : undefined,
  sideEffects: {
    launching: ({ event }) => [
      effect('rememberCourse', courseOutline.studentCourseId),
      event.type === 'chapter.open'
        ? navigate(routes.chapterLaunch, { query: { chapter: event.chapterNumber } })
        : navigate(routes.chapterLaunch),
    ],
  },
};
