import { assertEvent, assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordRequest } from './changePassword.types';

/**
 * 02 §2 change-password, §7 password change: the current password and a new one (the reset rules: 6 to
 * 30 characters, confirmed). The server checks the current one (wrong guesses are limited), signs out every other
 * device and mails a notice; this device stays signed in.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: provided<void, ChangePasswordRequest>('changePassword'),
  },
  actions: {
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'changePassword',
  context: {},
  initial: 'editing',
  states: {
    editing: {
      description: 'The form; a refused change (a wrong current password, a wait) shows why above it.',
      on: { 'password.submit': { target: 'changing' } },
    },
    changing: {
      meta: { spec: '02 §7 password change' },
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'password.submit');
          return { currentPassword: event.currentPassword, newPassword: event.newPassword };
        },
        onDone: { target: 'changed', actions: assign({ failure: undefined }) },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    changed: {
      type: 'final',
      description: 'Changed: the page says so, and that other devices were signed out.',
    },
  },
});
