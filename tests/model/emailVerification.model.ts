import { emailVerificationMachine } from '@machines/emailVerification';

import { networkFailure, refusal } from './failures.fixtures';
import { effect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

/** Realistic refusals of the reference server (server/routes/verification.ts). */
export const verificationFailures = {
  codeInvalid: refusal(400, 'CODE_INVALID', 'The code you entered is incorrect.'),
  rateLimited: refusal(400, 'RATE_LIMITED', 'Please wait before requesting another code.'),
  network: networkFailure,
} as const;

export const emailVerificationModel: FlowModel<typeof emailVerificationMachine> = {
  id: 'emailVerification',
  title: 'E-mail verification: type the 6-digit code (digits only), resend it, verify (01 §5, §7)',
  machine: emailVerificationMachine,
  input: { studentId: 42 },
  events: (s) => [
    ...(s.matches('entering')
      ? [
          { type: 'code.change', value: '12a 34' },
          { type: 'code.change', value: '123456' },
          { type: 'code.submit' },
          { type: 'code.resend' },
        ]
      : []),
    ...(invokes(s, 'verifyEmail')
      ? [
          done('verifyEmail'),
          failed('verifyEmail', verificationFailures.codeInvalid),
          failed('verifyEmail', verificationFailures.network),
        ]
      : []),
    ...(invokes(s, 'resendVerification')
      ? [done('resendVerification'), failed('resendVerification', verificationFailures.rateLimited)]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    if (e.type === 'code.change') return `the user types '${String(e.value)}' into the code field`;
    if (e.type === 'code.submit') return 'the user clicks Verify';
    if (e.type === 'code.resend') return 'the user clicks Resend code';
    return undefined;
  },
  sideEffects: {
    // Whoever opened the dialog (login, registration) hears that the address is verified.
    verified: [effect('notifyVerified')],
  },
};
