import { assertEvent, assign, setup } from 'xstate';

import { failureCodes } from '@contracts/envelope';
import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  ResetPasswordContext,
  ResetPasswordEvent,
  ResetPasswordInput,
  ResetPasswordRequest,
} from './resetPassword.types';

/** 01 §2 /reset-password, §4 and §5 Reset password: a new password for the token of the e-mailed link. */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: provided<void, ResetPasswordRequest>('resetPassword'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** To the sign-in page, replacing the reset page in history. */
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    hasResetToken: ({ context }) => context.resetToken.trim() !== '',
    linkRejected: (_, failure: Failure) => failure.code === failureCodes.tokenInvalid,
  },
  delays: {
    resetPasswordReturn: timings.resetPasswordReturn,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ resetToken: input.resetToken }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      meta: { spec: '01 §2 /reset-password' },
      description: 'Without a token in the link the page goes to /login at once.',
      always: [
        { guard: 'hasResetToken', target: 'editing' },
        { target: 'leaving', actions: { type: 'navigate', params: { to: routes.login, replace: true } } },
      ],
    },
    editing: {
      meta: { spec: '01 §5 Reset password, §8 generic error' },
      description: 'The new-password form; a failed attempt shows the generic error in red above it.',
      on: { 'password.submit': { target: 'submitting' } },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit');
          return { resetToken: context.resetToken, password: event.password };
        },
        onDone: { target: 'succeeded', actions: assign({ failure: undefined }) },
        onError: [
          {
            guard: { type: 'linkRejected', params: failureParams },
            target: 'linkRejected',
            description: 'TOKEN_INVALID: the link is used, expired or unknown; a new one must be requested.',
            actions: { type: 'keepFailure', params: failureParams },
          },
          { target: 'editing', actions: { type: 'keepFailure', params: failureParams } },
        ],
      },
    },
    linkRejected: {
      meta: { spec: '01 §8 Reset password' },
      description: 'The invalid-link message with a way to request a new link; the form is gone.',
    },
    succeeded: {
      meta: { spec: '01 §4 Reset password, §9 delays' },
      description: 'The success message is shown; the user goes to /login after 4 seconds.',
      after: {
        resetPasswordReturn: {
          target: 'returned',
          actions: { type: 'navigate', params: { to: routes.login, replace: true } },
        },
      },
    },
    returned: { type: 'final' },
    leaving: { type: 'final' },
  },
});
