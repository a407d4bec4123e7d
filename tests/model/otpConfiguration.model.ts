import { failureCodes } from '@contracts/envelope';
import { attemptLimitNames } from '@contracts/refusalParams';
import { twoFactorFailureCodes, twoFactorMessages } from '@contracts/twoFactor';
import { otpConfigurationMachine, type TwoFactorSetup, type TwoFactorStatus } from '@machines/otpConfiguration';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

export const statusOff: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
export const statusOn: TwoFactorStatus = { enabled: true, enabledAt: '2026-11-20T15:30:00.000Z', recoveryCodesLeft: 9 };
export const pendingSetup: TwoFactorSetup = {
  secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  otpauthUri: 'otpauth://totp/Traffic%20School:student%40example.com?secret=KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
export const recoveryCodes = Array.from({ length: 10 }, (_, i) => `k7m2q-9xw4${i}`);
const wrongCode = refusal(400, twoFactorFailureCodes.codeInvalid, twoFactorMessages.codeInvalid);

export const otpConfigurationModel: FlowModel<typeof otpConfigurationMachine> = {
  id: 'otpConfiguration',
  title:
    'Two-step verification: set up with a QR code and a current code, recovery codes shown once, turn off (02 §2 otp-configuration)',
  machine: otpConfigurationMachine,
  events: (s) => [
    ...outcomesOf(s, 'loadStatus', { answers: [statusOff, statusOn], failures: [networkFailure] }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('off') ? [{ type: 'setup.start' }] : []),
    ...outcomesOf(s, 'startSetup', { answers: [pendingSetup], failures: [networkFailure] }),
    ...(s.matches('confirming') ? [{ type: 'code.confirm', code: '123456' }, { type: 'setup.cancel' }] : []),
    ...outcomesOf(s, 'enable', { answers: [recoveryCodes], failures: [wrongCode] }),
    ...(s.matches('showingRecoveryCodes') ? [{ type: 'recoveryCodes.saved' }] : []),
    ...(s.matches('on')
      ? [
          { type: 'disable.submit', code: 'k7m2q-9xw4d' },
          { type: 'recoveryCodes.renew', code: '654321' },
        ]
      : []),
    ...outcomesOf(s, 'disable', { answers: [undefined], failures: [wrongCode] }),
    ...outcomesOf(s, 'renewRecoveryCodes', {
      answers: [recoveryCodes],
      failures: [
        refusal(429, failureCodes.rateLimited, 'Too many attempts. Please try again in 2 minutes.', {
          retryAfterMinutes: 2,
          limit: attemptLimitNames.attempts,
        }),
      ],
    }),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'setup.start':
        return "the student clicks 'Set up two-step verification'";
      case 'setup.cancel':
        return 'the student clicks Cancel';
      case 'code.confirm':
        return `the student types the app's code ${String(e.code)} and clicks Turn on`;
      case 'recoveryCodes.saved':
        return "the student clicks 'I have saved my recovery codes'";
      case 'disable.submit':
        return `the student types ${String(e.code)} and clicks 'Turn off two-step verification'`;
      case 'recoveryCodes.renew':
        return `the student types ${String(e.code)} and clicks 'Get new recovery codes'`;
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {},
};
