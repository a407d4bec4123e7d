import { authCheckMachine } from '@machines/authCheck';

import { effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const sessionAuthCheckModel: FlowModel<typeof authCheckMachine> = {
  id: 'sessionAuthCheck',
  title: 'Auth check: a stored login flag is confirmed with the student details, then /home/dashboard (01 §2)',
  machine: authCheckMachine,
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(invokes(s, 'readStoredLogin')
      ? [
          done('readStoredLogin', { loginFlag: true, studentId: 41 }),
          done('readStoredLogin', { loginFlag: false, studentId: 41 }),
          done('readStoredLogin', { loginFlag: true }),
          failed('readStoredLogin', { kind: 'network', httpStatus: 0, message: '' }),
        ]
      : []),
    ...(invokes(s, 'loadStudent')
      ? [
          done('loadStudent', { studentId: 41, inactivityTimeoutFlagEnabled: true }),
          failed('loadStudent', { kind: 'network', httpStatus: 0, message: '' }),
          failed('loadStudent', { kind: 'failure', httpStatus: 404, code: 'NOT_FOUND', message: 'Student not found.' }),
        ]
      : []),
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
