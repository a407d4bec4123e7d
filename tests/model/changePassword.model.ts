import { changePasswordMessages } from '@contracts/auth';
import { failureCodes } from '@contracts/envelope';
import { attemptLimitNames } from '@contracts/refusalParams';
import { changePasswordMachine } from '@machines/changePassword';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

export const changeRequest = { currentPassword: 'Passw0rd!', newPassword: 'N3w-secret' };

export const changePasswordModel: FlowModel<typeof changePasswordMachine> = {
  id: 'changePassword',
  title: 'Change password: the current one and a new one; other devices signed out (02 §2 change-password, §7)',
  machine: changePasswordMachine,
  events: (s) => [
    ...(s.matches('editing') ? [{ type: 'password.submit', ...changeRequest }] : []),
    ...outcomesOf(s, 'changePassword', {
      answers: [undefined],
      failures: [
        refusal(400, failureCodes.currentPasswordInvalid, changePasswordMessages.wrongCurrent),
        refusal(429, failureCodes.rateLimited, 'Too many attempts. Please try again in 2 minutes.', {
          retryAfterMinutes: 2,
          limit: attemptLimitNames.attempts,
        }),
        networkFailure,
      ],
    }),
  ],
  describeEvent: (e) =>
    e.type === 'password.submit' ? 'the student fills in the three passwords and clicks Change password' : undefined,
  sideEffects: { changed: [] },
};
