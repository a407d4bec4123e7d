import { describe, expect, it } from 'vitest';

import { loginResponseSchema } from '@contracts/auth';

import { signedInFrom } from './signedIn';

const student = { studentId: 7, emailId: 'student@example.com', status: 'Active', isVerified: true };

describe('signedInFrom', () => {
  it('keeps token, student and the status message', () => {
    const answer = loginResponseSchema.parse({
      status: { success: true, message: 'Not eligible' },
      token: 'tok',
      data: student,
    });
    expect(signedInFrom(answer)).toMatchObject({
      token: 'tok',
      message: 'Not eligible',
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
