import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { refundFailureCodes, refundMessages } from '@contracts/refunds';

import { failureMessage } from './failureMessages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('refund failure words', () => {
  it("word every refund refusal code as the server's English message (the codes written out stay equal)", () => {
    const pairs: Array<[string, string]> = [
      [refundFailureCodes.notRefundable, refundMessages.notRefundable],
      [refundFailureCodes.refused, refundMessages.refused],
      [refundFailureCodes.keyConflict, refundMessages.keyConflict],
      [refundFailureCodes.inProgress, refundMessages.inProgress],
    ];
    for (const [code, message] of pairs)
      expect(failureMessage(i18n, { kind: 'failure', httpStatus: 409, code, message: 'server words' })).toBe(message);
  });
});
