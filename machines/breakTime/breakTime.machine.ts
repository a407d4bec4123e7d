import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
import * as timings from '../timings';
import type { BreakTimeContext, BreakTimeEvent, BreakTimeInput } from './breakTime.types';

/**
 * 02 §2 breakTime: the break the course's rules force after continuous study, as a countdown from the
 * server's end of the break; the chapter resumes through chapter-launch after it (which asks the server again).
 */
export const breakTimeMachine = setup({
  types: {
    context: {} as BreakTimeContext,
    events: {} as BreakTimeEvent,
    input: {} as BreakTimeInput,
  },
  actors: {
    /** Seconds until the course's break ends (0: no break). */
    loadBreak: provided<number, { studentCourseId: number }>('loadBreak'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    keepSecondsLeft: assign((_, secondsLeft: number) => ({
      secondsLeft: Math.max(0, Math.ceil(secondsLeft)),
      failure: undefined,
    })),
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
  },
  guards: {
    hasCourse: ({ context }) => context.studentCourseId !== undefined,
    breakOver: ({ context }) => context.secondsLeft <= 0,
  },
  delays: { breakSecond: timings.breakSecond },
}).createMachine({
  id: 'breakTime',
  context: ({ input }) => ({ ...input, secondsLeft: 0 }),
  initial: 'checkingCourse',
  states: {
    checkingCourse: {
      always: [
        { guard: 'hasCourse', target: 'loading' },
        { target: 'resuming', actions: { type: 'navigate', params: { to: routes.dashboard, replace: true } } },
      ],
    },
    loading: {
      invoke: {
        ...request({ src: 'loadBreak', keep: 'keepSecondsLeft', done: 'counting', failed: 'failed' }),
        input: ({ context }) => ({ studentCourseId: context.studentCourseId! }),
      },
    },
    failed: { on: { 'retry.request': { target: 'loading' } } },
    counting: {
      description: 'The countdown; at zero the chapter resumes.',
      always: {
        guard: 'breakOver',
        target: 'resuming',
        actions: { type: 'navigate', params: { to: routes.chapterLaunch, replace: true } },
      },
      after: { breakSecond: { target: 'counting', reenter: true, actions: 'countDown' } },
    },
    resuming: { type: 'final' },
  },
});
