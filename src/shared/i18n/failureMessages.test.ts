import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

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
