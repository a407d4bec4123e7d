import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  EmailVerificationContext,
  EmailVerificationEvent,
  EmailVerificationInput,
  ResendCodeInput,
  VerifyCodeInput,
} from './emailVerification.types';
import { digitsOnly, isCompleteCode } from './verificationCode';

/**
 * 01 §2 "Other modals", §5 Verification code, §7 E-mail verification / Resend verification:
 * the student types the 6-digit code e-mailed to them, may ask for a new one, and the
 * flow ends once the server accepts a code. Used after login and after registration.
 */
export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
    input: {} as EmailVerificationInput,
  },
  actors: {
    verifyEmail: provided<void, VerifyCodeInput>('verifyEmail'),
    resendVerification: provided<void, ResendCodeInput>('resendVerification'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Tells whoever opened the dialog that the address is verified. */
    notifyVerified: () => {},
  },
  guards: {
    codeComplete: ({ context }) => isCompleteCode(context.code),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({ studentId: input.studentId, code: '' }),
  initial: 'entering',
  states: {
    entering: {
      description: 'The code field; a refused call shows its message above it.',
      initial: 'codeSent',
      states: {
        codeSent: { description: 'The code the server e-mailed at sign-in or registration.' },
        codeResent: { description: 'A new code was e-mailed on request; the dialog says so.' },
      },
      on: {
        'code.change': {
          description: 'Non-digits are dropped as typed; at most 6 digits.',
          meta: { spec: '01 §5 Verification code' },
          actions: assign({ code: ({ event }) => digitsOnly(event.value) }),
        },
        'code.submit': {
          guard: 'codeComplete',
          description: 'Verify is enabled only at exactly 6 digits.',
          meta: { spec: '01 §5 Verification code' },
          target: 'verifying',
        },
        'code.resend': { target: 'resending' },
      },
    },
    verifying: {
      meta: { spec: '01 §7 E-mail verification, §8 Verification' },
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ studentId: context.studentId, code: context.code }),
        onDone: { target: 'verified', actions: [assign({ failure: undefined }), 'notifyVerified'] },
        onError: { target: 'entering', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    resending: {
      meta: { spec: '01 §7 Resend verification' },
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ studentId: context.studentId }),
        onDone: { target: 'entering.codeResent', actions: assign({ failure: undefined }) },
        onError: { target: 'entering', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    verified: { type: 'final' },
  },
});
