import { describe, expect, it } from 'vitest';

import { studentSchema } from '../../contracts/auth';
import { isLegacyUnknownEmail, isPaymentPending, needsEmailVerification } from './loginRules';

const signedIn = (fields: Record<string, unknown>) => ({
  token: 't',
  message: '',
  student: studentSchema.parse({ studentId: 1, emailId: 'a@b.c', status: 'Active', isVerified: true, ...fields }),
});

describe('login rules (01 §4 Login)', () => {
  it('reads PaymentPending with spaces ignored', () => {
    expect(isPaymentPending('PaymentPending')).toBe(true);
    expect(isPaymentPending('Payment Pending')).toBe(true);
    expect(isPaymentPending(' Payment  Pending ')).toBe(true);
    expect(isPaymentPending('Active')).toBe(false);
    expect(isPaymentPending('paymentpending')).toBe(false);
  });

  it('asks for the e-mail code only for an unverified payment-pending student', () => {
    expect(needsEmailVerification(signedIn({ status: 'PaymentPending', isVerified: false }))).toBe(true);
    expect(needsEmailVerification(signedIn({ status: 'PaymentPending', isVerified: true }))).toBe(false);
    expect(needsEmailVerification(signedIn({ status: 'Active', isVerified: false }))).toBe(false);
    expect(
      needsEmailVerification(
        signedIn({ status: 'PaymentPending', isVerified: false, isEmailVerficationSkipped: true }),
      ),
    ).toBe(false);
  });

  it("ignores exactly the legacy answer 'Invalid Email'", () => {
    expect(isLegacyUnknownEmail({ kind: 'failure', httpStatus: 200, message: 'Invalid Email' })).toBe(true);
    expect(isLegacyUnknownEmail({ kind: 'failure', httpStatus: 200, message: 'Invalid email address' })).toBe(false);
    expect(isLegacyUnknownEmail({ kind: 'network', httpStatus: 0, message: 'Invalid Email' })).toBe(false);
  });
});
