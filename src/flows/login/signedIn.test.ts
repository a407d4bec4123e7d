import { describe, expect, it } from 'vitest';

import { loginResponseSchema, signInNoticeCodes } from '@contracts/auth';

import { signedInFrom } from './signedIn';

const student = { studentId: 7, emailId: 'student@example.com', status: 'Active', isVerified: true };

describe('signedInFrom', () => {
  it('keeps token, student, the status message and its code', () => {
    const answer = loginResponseSchema.parse({
      status: { success: true, message: 'Not eligible', code: signInNoticeCodes.ineligible },
      token: 'tok',
      data: student,
    });
    expect(signedInFrom(answer)).toMatchObject({
      token: 'tok',
      message: 'Not eligible',
      notice: signInNoticeCodes.ineligible,
      student: { studentId: 7, status: 'Active' },
    });
  });

  it('refuses a success without a token or a student', () => {
    const noToken = loginResponseSchema.parse({ status: { success: true, message: '' }, data: student });
    const noStudent = loginResponseSchema.parse({ status: { success: true, message: '' }, token: 'tok' });
    expect(() => signedInFrom(noToken)).toThrow(expect.objectContaining({ kind: 'invalidAnswer' }));
    expect(() => signedInFrom(noStudent)).toThrow(expect.objectContaining({ kind: 'invalidAnswer' }));
  });
});
