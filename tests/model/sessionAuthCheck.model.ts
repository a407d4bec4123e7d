import { authCheckMachine } from '@machines/authCheck';

import { networkFailure, refusal } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { type FlowModel, outcomesOf, timers } from './harness/model';

export const sessionAuthCheckModel: FlowModel<typeof authCheckMachine> = {
  id: 'sessionAuthCheck',
  title: 'Auth check: a stored login flag is confirmed with the student details, then /home/dashboard (01 §2)',
  machine: authCheckMachine,
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...outcomesOf(s, 'readStoredLogin', {
      answers: [{ loginFlag: true, studentId: 41 }, { loginFlag: false, studentId: 41 }, { loginFlag: true }],
      failures: [networkFailure],
    }),
    ...outcomesOf(s, 'loadStudent', {
      answers: [{ studentId: 41, inactivityTimeoutFlagEnabled: true }],
      failures: [networkFailure, refusal(404, 'NOT_FOUND', 'Student not found.')],
    }),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'retry.request' ? 'the user clicks Try again' : undefined),
  sideEffects: {
    redirected: ({ event }) =>
      event.type === 'xstate.done.actor.loadStudent'
        ? // The student's details are kept (signed-in flag, inactivity setting), then the dashboard replaces this page.
          [effect('rememberStudent', event.output), navigate('/home/dashboard', { replace: true })]
        : // No stored login (or no student id): to /login, replacing this page.
          [navigate('/login', { replace: true })],
  },
};
