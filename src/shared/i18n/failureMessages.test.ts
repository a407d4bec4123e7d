import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { accountFailureCodes } from '@contracts/auth';
import { failureCodes } from '@contracts/envelope';

import { failureMessage } from './failureMessages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('failure words', () => {
  it('say the service is away for a moment on a 503, whatever text the server or a proxy sent', () => {
    for (const message of ['', 'Service Unavailable']) {
      expect(
        failureMessage(i18n, { kind: 'failure', httpStatus: 503, code: failureCodes.serviceUnavailable, message }),
      ).toBe('The service is temporarily unavailable. Please try again in a moment.');
    }
  });
});

describe('account-takeover refusals', () => {
  it.each([
    [
      accountFailureCodes.passwordTooCommon,
      'This password is too common and easy to guess. Please choose a different one.',
    ],
    [
      accountFailureCodes.socialNotConnected,
      'This sign-in account is not connected to your account yet. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.',
    ],
    [
      accountFailureCodes.socialEmailUnverified,
      'The provider did not confirm the e-mail address of this sign-in account, so it cannot find your account. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.',
    ],
  ])('word %s themselves, not with the server English', (code, words) => {
    expect(failureMessage(i18n, { kind: 'failure', httpStatus: 400, code, message: 'server words' })).toBe(words);
  });

  it('word the sign-up and parent-link limits with their minutes', () => {
    const message = 'Too many attempts. Please try again in 4 minutes.';
    expect(failureMessage(i18n, { kind: 'failure', httpStatus: 429, code: failureCodes.rateLimited, message })).toBe(
      message,
    );
  });
});
