import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { connectedAccountFailureCodes } from '@contracts/connectedAccounts';
import { failureCodes } from '@contracts/envelope';
import { notificationPreferencesFailureCodes } from '@contracts/notificationPreferences';
import { attemptLimitNames } from '@contracts/refusalParams';

import { failureMessage } from './failureMessages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const worded = (code: string, message = 'server text') =>
  failureMessage(i18n, { kind: 'failure', httpStatus: 400, code, message });

/** Settings' choices and the connected accounts: every code of their contracts has its own words. */
describe('settings and connected-account failure words', () => {
  it('word every code of the two contracts, never showing the server text', () => {
    for (const code of [
      ...Object.values(notificationPreferencesFailureCodes),
      ...Object.values(connectedAccountFailureCodes),
    ])
      expect(worded(code), code).not.toBe('server text');
  });

  it('say what to do', () => {
    expect(worded(notificationPreferencesFailureCodes.mobileNumberRequired)).toBe(
      'SMS alerts need a mobile number. Add one to your profile first.',
    );
    expect(worded(connectedAccountFailureCodes.takenByAnother)).toBe(
      'This account is already connected to another student account. Sign in to that account to disconnect it.',
    );
  });

  it('word the connect limit with its minutes', () => {
    expect(
      failureMessage(i18n, {
        kind: 'failure',
        httpStatus: 429,
        code: failureCodes.rateLimited,
        params: { retryAfterMinutes: 3, limit: attemptLimitNames.attempts },
        message: 'server words',
      }),
    ).toBe('Too many attempts. Please try again in 3 minutes.');
  });
});
