import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { eligibilityFailureCodes, eligibilityMessages } from '@contracts/eligibility';

import { failureMessage } from './failureMessages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('eligibility failure words', () => {
  it("word every eligibility refusal code as the server's English message", () => {
    const pairs: Array<[string, string]> = [
      [eligibilityFailureCodes.nameMismatch, eligibilityMessages.nameMismatch],
      [eligibilityFailureCodes.documentsMissing, eligibilityMessages.documentsMissing],
      [eligibilityFailureCodes.decided, eligibilityMessages.decided],
      [eligibilityFailureCodes.notRequired, eligibilityMessages.notRequired],
    ];
    for (const [code, message] of pairs)
      expect(failureMessage(i18n, { kind: 'failure', httpStatus: 400, code, message: 'server words' })).toBe(message);
  });

  it('word the answers that cannot be true by their codes', () => {
    for (const answer of [
      'violationDateFuture',
      'courtBeforeViolation',
      'previousAfterViolation',
      'vehicleRequired',
    ] as const)
      expect(
        failureMessage(i18n, {
          kind: 'failure',
          httpStatus: 400,
          code: eligibilityFailureCodes[answer],
          message: 'server words',
        }),
      ).toBe(eligibilityMessages[answer]);
  });
});
