import * as routes from '@contracts/pages';
import { breakTimeMachine } from '@machines/breakTime';

import { networkFailure } from './failures.fixtures';
import { navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const breakTimeModel: FlowModel<typeof breakTimeMachine> = {
  id: 'breakTime',
  title: 'Break: the countdown of the break the rules force, then the chapter resumes (02 §2 breakTime)',
  machine: breakTimeMachine,
  input: { studentCourseId: 50001 },
  inputs: [{ name: 'without a chosen course', input: {} }],
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    // Two seconds of break left (the countdown's every step walked), none, or the record failing to load.
    ...(invokes(s, 'loadBreak')
      ? [done('loadBreak', 1.5), done('loadBreak', 0), failed('loadBreak', networkFailure)]
      : []),
    ...timers(s),
  ],
  sideEffects: {
    resuming: ({ from }) =>
      from?.matches('checkingCourse') || from === undefined
        ? [navigate(routes.dashboard, { replace: true })]
        : [navigate(routes.chapterLaunch, { replace: true })],
  },
};
