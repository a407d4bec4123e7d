import { describe, expect, it } from 'vitest';

import {
  parentVerificationFailureCodes,
  parentVerificationMessages,
  personalInformationFailureCodes,
  personalInformationMessages,
} from '@contracts/account';
import { checkoutFailureCodes, checkoutMessages } from '@contracts/checkout';

import { checkoutFailuresByCode, checkoutKnownServerMessages } from './checkoutFailureMessages';

describe('checkout failure words', () => {
  it('word every checkout, personal-information and parent failure code the server answers', () => {
    const codes = [
      ...Object.values(checkoutFailureCodes),
      ...Object.values(personalInformationFailureCodes),
      ...Object.values(parentVerificationFailureCodes),
    ];
    for (const code of codes) expect(checkoutFailuresByCode[code], code).toBeDefined();
  });

  it('recognise the server texts of 02 §8 and the card refusals as written', () => {
    const texts = [
      checkoutMessages.cardDeclined,
      checkoutMessages.cardInvalid,
      checkoutMessages.cardExpired,
      personalInformationMessages.invalidAddress,
      personalInformationMessages.invalidZip,
      parentVerificationMessages.notVerified,
    ];
    for (const text of texts) expect(checkoutKnownServerMessages[text]?.message, text).toBe(text);
  });
});
