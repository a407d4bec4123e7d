import { describe, expect, it } from 'vitest';

import { studentSchema } from '../../contracts/auth';
import { emailMissing, fastLanePaths, isIneligible, withCountryPrefix } from './expressRules';

const registered = (isEligible: boolean | null) => ({
  token: 't',
  message: '',
  student: studentSchema.parse({
    studentId: 1,
    firstName: '',
    lastName: '',
    emailId: 'a@b.co',
    status: 'PaymentPending',
    isVerified: false,
    isEligible,
  }),
});

describe('express rules', () => {
  it('sends each stored step to its page', () => {
    expect(fastLanePaths).toEqual({
      '2': '/home/fast-lane-cart-summary',
      '3': '/home/view-billing-details',
      '4': '/home/fast-lane-personal-information',
      '5': '/home/dashboard',
    });
  });
  it('stops only an explicit isEligible false', () => {
    expect(isIneligible(registered(false))).toBe(true);
    expect(isIneligible(registered(true))).toBe(false);
    expect(isIneligible(registered(null))).toBe(false);
  });
  it('treats a blank e-mail as missing', () => {
    const request = { emailId: '  ', password: 'x', configCourseId: 611, paymentMethod: 'Paypal' as const };
    expect(emailMissing(request)).toBe(true);
    expect(emailMissing({ ...request, emailId: 'a@b.co' })).toBe(false);
  });
  it("prefixes '+' to a number starting with 1", () => {
    expect(withCountryPrefix('15551234567')).toBe('+15551234567');
    expect(withCountryPrefix(' 555-123-4567 ')).toBe('555-123-4567');
    expect(withCountryPrefix('')).toBe('');
  });
});
