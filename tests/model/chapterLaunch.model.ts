import * as routes from '@contracts/pages';
import { type ChapterLaunch, chapterLaunchMachine } from '@machines/chapterLaunch';

import { networkFailure, refusal } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import { checkOutputs } from './identityCheck.model';

/** Every decision the server can answer (02 §7 chapter launch), in the order the launch checks them. */
export const launches: ChapterLaunch[] = [
  { outcome: 'open', studentCourseChapterId: 90004, chapterNumber: 4 },
  { outcome: 'dailyLimitReached', resetsAt: '2026-06-11T04:00:00.000Z' },
  { outcome: 'breakDue', breakUntil: '2026-06-10T16:10:00.000Z' },
  { outcome: 'chapterLocked', chapterNumber: 5 },
  { outcome: 'quizDue', chapterNumber: 4 },
  { outcome: 'courseFinished' },
  { outcome: 'notAvailable' },
  { outcome: 'identityCheckDue', chapterNumber: 4, steps: ['securityQuestion'] },
  { outcome: 'identityCheckDue', chapterNumber: null, steps: ['securityQuestionsSetup', 'securityQuestion'] },
  { outcome: 'identityLocked', lockedUntil: '2026-06-11T16:00:00.000Z' },
  { outcome: 'identityLocked', lockedUntil: null },
  // The course rule's admission (Arizona) is not complete.
  { outcome: 'admissionPending', missing: 'documents' },
  { outcome: 'admissionPending', missing: 'eligibility' },
  { outcome: 'admissionPending', missing: 'declined' },
];

export const chapterLaunchModel: FlowModel<typeof chapterLaunchMachine> = {
  id: 'chapterLaunch',
  title:
    "Chapter launch: time kept from a reload first, then the admission (Arizona's eligibility), an identity lock, the day's time, a break, identity checks, the chapter (02 §2, §7)",
  machine: chapterLaunchMachine,
  input: { studentCourseId: 50001 },
  inputs: [{ name: 'without a chosen course', input: {} }],
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    // The checks are a child machine, scripted here (identityCheck.model.ts).
    ...(invokes(s, 'identityCheck') ? checkOutputs.map((output) => done('identityCheck', output)) : []),
    ...(invokes(s, 'sendPendingTime') ? [done('sendPendingTime'), failed('sendPendingTime', networkFailure)] : []),
    ...(invokes(s, 'launchChapter')
      ? [
          ...launches.map((launch) => done('launchChapter', launch)),
          failed('launchChapter', refusal(403, 'FORBIDDEN', 'Access Denied')),
          failed('launchChapter', networkFailure),
        ]
      : []),
    ...(s.matches('launching') || s.matches('dayUsedUp') || s.matches('identityChecks')
      ? [{ type: 'leave.request', to: { to: routes.courseList } }]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) =>
    e.type === 'leave.request'
      ? "the student clicks 'Purchased Courses' in the menu"
      : e.type === 'retry.request'
        ? 'the student clicks Try again'
        : undefined,
  sideEffects: {
    noCourse: [navigate(routes.dashboard, { replace: true })],
    opening: [effect('rememberChapter', launches[0]), navigate(routes.chapter, { replace: true })],
    onBreak: [navigate(routes.breakTime, { replace: true })],
    toChapterQuiz: [navigate(routes.chapterQuiz, { query: { chapter: 4 }, replace: true })],
    toFinalExam: [navigate(routes.finalQuiz, { replace: true })],
    left: [navigate(routes.courseList)],
  },
};
