import { twoFactorFailureCodes, twoFactorMessages } from '@contracts/twoFactor';
import { twoFactorSignInMachine } from '@machines/twoFactorSignIn';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';
import { loginAnswers } from './login.model';

/** The reference server's refusals of a code (server/routes/twoFactor.ts). */
export const secondFactorFailures = {
  wrongCode: refusal(400, twoFactorFailureCodes.codeInvalid, twoFactorMessages.codeInvalid),
  usedCode: refusal(400, twoFactorFailureCodes.codeUsed, twoFactorMessages.codeUsed),
  expired: {
    kind: 'unauthorized',
    httpStatus: 401,
    code: twoFactorFailureCodes.challengeExpired,
    message: twoFactorMessages.challengeExpired,
  },
  tooMany: refusal(429, twoFactorFailureCodes.challengeClosed, twoFactorMessages.tooManyAttempts),
  network: networkFailure,
} as const;

export const twoFactorSignInModel: FlowModel<typeof twoFactorSignInMachine> = {
  id: 'twoFactorSignIn',
  title:
    "Two-step verification at sign-in: the authenticator app's code or a recovery code after the password (02 §2 otp-configuration)",
  machine: twoFactorSignInMachine,
  input: { challengeToken: 'challenge-token-0123456789' },
  events: (s) => [
    ...(s.matches({ entering: 'appCode' })
      ? [{ type: 'code.submit', code: '123456' }, { type: 'recoveryCode.choose' }, { type: 'signIn.restart' }]
      : []),
    ...(s.matches({ entering: 'recoveryCode' })
      ? [{ type: 'code.submit', code: 'k7m2q-9xw4d' }, { type: 'appCode.choose' }]
      : []),
    ...outcomesOf(s, 'verifySecondFactor', {
      answers: [loginAnswers.active],
      failures: Object.values(secondFactorFailures),
    }),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'code.submit':
        return `the student types ${String(e.code)} and clicks Verify`;
      case 'recoveryCode.choose':
        return "the student clicks 'Lost your phone? Use a recovery code'";
      case 'appCode.choose':
        return "the student clicks 'Use the code from your app'";
      case 'signIn.restart':
        return "the student clicks 'Back to sign in'";
      default:
        return undefined;
    }
  },
  sideEffects: { signedIn: [], restart: [] },
};
