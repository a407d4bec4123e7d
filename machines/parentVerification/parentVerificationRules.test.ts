import { describe, expect, it } from 'vitest';

import { isAnsweredRefusal, isParentVerified, paymentTransactionOf } from './parentVerificationRules';

describe('02 §4 parent verification rules', () => {
  it('only the exact success message verifies', () => {
    expect(isParentVerified({ message: 'Parent Verified Successfully' })).toBe(true);
    expect(isParentVerified({ message: 'Parent verified successfully' })).toBe(false);
    expect(isParentVerified({ message: '' })).toBe(false);
  });
  it('a payment transaction is the stored one, else the student default', () => {
    expect(paymentTransactionOf({ studentPaymentTrxId: 7, student: { defaultStPaymentTrxId: 9 } })).toBe(7);
    expect(paymentTransactionOf({ studentPaymentTrxId: null, student: { defaultStPaymentTrxId: 9 } })).toBe(9);
    expect(paymentTransactionOf({ studentPaymentTrxId: null, student: { defaultStPaymentTrxId: null } })).toBeNull();
  });
  it('a server refusal is not verified; no answer is not a refusal', () => {
    expect(
      isAnsweredRefusal({
        kind: 'failure',
        httpStatus: 422,
        code: 'PARENT_NOT_VERIFIED',
        message: 'Parent Identity  Not verified',
      }),
    ).toBe(true);
    expect(isAnsweredRefusal({ kind: 'network', httpStatus: 0, message: '' })).toBe(false);
  });
});
