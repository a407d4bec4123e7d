import { assertEvent, assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type { ForgotPasswordContext, ForgotPasswordEvent, RequestResetInput } from './forgotPassword.types';

/** 01 §4 Forgot password: e-mail a reset link, show the message, go back after 5 s. */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: provided<void, RequestResetInput>('requestReset'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Back to where the user came from (the sign-in page when there is no history). */
    navigate: (_, _params: NavigateParams) => {},
  },
  delays: {
    forgotPasswordReturn: timings.forgotPasswordReturn,
  },
}).createMachine({
  id: 'forgotPassword',
  context: {},
  initial: 'editing',
  states: {
    editing: {
      description: 'The e-mail form; a refused request shows its message above the form.',
      on: { 'email.submit': { target: 'requesting' } },
    },
    requesting: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ event }) => {
          assertEvent(event, 'email.submit');
          return { emailId: event.emailId.trim() };
        },
        onDone: { target: 'sent', actions: assign({ failure: undefined }) },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    sent: {
      description: 'The server message is shown; the user goes back after 5 seconds.',
      meta: { spec: '01 §4 Forgot password, §9 delays' },
      after: {
        forgotPasswordReturn: {
          target: 'returned',
          actions: { type: 'navigate', params: { to: routes.login, back: true } },
        },
      },
    },
    returned: { type: 'final' },
  },
});
