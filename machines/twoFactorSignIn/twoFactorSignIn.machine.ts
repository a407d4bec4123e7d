import { assertEvent, assign, setup } from 'xstate';

import type { SignedIn } from '../login/login.types';
import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  SecondFactorRequest,
  TwoFactorSignInContext,
  TwoFactorSignInEvent,
  TwoFactorSignInInput,
  TwoFactorSignInOutput,
} from './twoFactorSignIn.types';
import { isChallengeOver } from './twoFactorSignInRules';

/**
 * Two-factor sign-in (02 §2 otp-configuration): after a right password the server asks for the code of the
 * student's authenticator app, or one of their recovery codes. A wrong code is said and another may be tried; a
 * challenge that expired or took too many wrong codes sends the student back to the password.
 */
export const twoFactorSignInMachine = setup({
  types: {
    context: {} as TwoFactorSignInContext,
    events: {} as TwoFactorSignInEvent,
    input: {} as TwoFactorSignInInput,
    output: {} as TwoFactorSignInOutput,
  },
  actors: {
    verifySecondFactor: provided<SignedIn, SecondFactorRequest>('verifySecondFactor'),
  },
  actions: {
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    challengeOver: (_, failure: Failure) => isChallengeOver(failure),
  },
}).createMachine({
  id: 'twoFactorSignIn',
  context: ({ input }) => ({ challengeToken: input.challengeToken }),
  initial: 'entering',
  states: {
    entering: {
      description: 'The code form; a refused code says why above it.',
      initial: 'appCode',
      states: {
        appCode: {
          description: 'The six digits the authenticator app shows now.',
          on: { 'recoveryCode.choose': { target: 'recoveryCode', actions: assign({ failure: undefined }) } },
        },
        recoveryCode: {
          description: 'One of the ten recovery codes (each works once), for a lost phone.',
          on: { 'appCode.choose': { target: 'appCode', actions: assign({ failure: undefined }) } },
        },
        previous: { type: 'history' },
      },
      on: {
        'code.submit': { target: 'verifying' },
        'signIn.restart': { target: 'restart' },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifySecondFactor',
        src: 'verifySecondFactor',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submit');
          return { challengeToken: context.challengeToken, code: event.code };
        },
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'challengeOver', params: failureParams },
            description: 'Expired, or too many wrong codes: the password is asked again, with why.',
            target: 'restart',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            description: 'A wrong or used code (or no answer): say so and let the student try again.',
            target: 'entering.previous',
            actions: { type: 'keepFailure', params: failureParams },
          },
        ],
      },
    },
    signedIn: { type: 'final', tags: ['busy'] },
    restart: { type: 'final', description: 'Back to the password step.' },
  },
  output: ({ context }): TwoFactorSignInOutput =>
    context.session
      ? { outcome: 'signedIn', session: context.session }
      : { outcome: 'restart', failure: context.failure },
});
