import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  AuthCheckContext,
  AuthCheckEvent,
  CheckedStudent,
  LoadStudentInput,
  StoredLogin,
} from './authCheck.types';

/** 01 §2 auth-check screen: a stored login flag is confirmed by fetching student details. */
export const authCheckMachine = setup({
  types: {
    context: {} as AuthCheckContext,
    events: {} as AuthCheckEvent,
  },
  actors: {
    readStoredLogin: provided<StoredLogin>('readStoredLogin'),
    loadStudent: provided<CheckedStudent, LoadStudentInput>('loadStudent'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    navigate: (_, _params: NavigateParams) => {},
    /** Stores the signed-in flag and the student's inactivity setting, so /home lets the student in. */
    rememberStudent: (_, _params: CheckedStudent) => {},
  },
  guards: {
    hasStoredLogin: (_, params: StoredLogin) => params.loginFlag && params.studentId !== undefined,
  },
}).createMachine({
  id: 'authCheck',
  context: {},
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStoredLogin',
        src: 'readStoredLogin',
        onDone: [
          {
            guard: { type: 'hasStoredLogin', params: ({ event }) => event.output },
            target: 'loading',
            actions: assign({ studentId: ({ event }) => event.output.studentId }),
          },
          { target: 'leaving', description: 'No stored login flag (or no student): /login.' },
        ],
        onError: { target: 'leaving' },
      },
    },
    loading: {
      description: 'A loader while the student details are fetched.',
      meta: { spec: '01 §2 auth-check screen' },
      invoke: {
        id: 'loadStudent',
        src: 'loadStudent',
        input: ({ context }) => ({ studentId: context.studentId! }),
        onDone: {
          target: 'redirected',
          actions: [
            { type: 'rememberStudent', params: ({ event }) => event.output },
            { type: 'navigate', params: { to: routes.dashboard, replace: true } },
            assign({ failure: undefined }),
          ],
        },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    failed: {
      description: 'The failure is shown with a retry button.',
      on: { 'retry.request': { target: 'loading' } },
    },
    leaving: {
      always: { target: 'redirected', actions: { type: 'navigate', params: { to: routes.login, replace: true } } },
    },
    redirected: { type: 'final' },
  },
});
