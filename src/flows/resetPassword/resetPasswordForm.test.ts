import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { resetPasswordFormSchema } from './resetPasswordForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const errorsOf = (values: { newPassword: string; confirmPassword: string }) => {
  const result = resetPasswordFormSchema(i18n).safeParse(values);
  // The form shows the first message per field, as the resolver does.
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('reset password form rules (01 §5)', () => {
  it('requires both fields', () => {
    expect(errorsOf({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password required',
      confirmPassword: 'Confirm password required',
    });
  });

  it('wants 6 to 30 characters', () => {
    expect(errorsOf({ newPassword: '12345', confirmPassword: '12345' }).newPassword).toBe(
      'Password must be between 6 to 30 characters',
    );
    expect(errorsOf({ newPassword: 'x'.repeat(31), confirmPassword: 'x'.repeat(31) }).newPassword).toBe(
      'Password must be between 6 to 30 characters',
    );
    expect(errorsOf({ newPassword: '123456', confirmPassword: '123456' })).toEqual({});
    expect(errorsOf({ newPassword: 'x'.repeat(30), confirmPassword: 'x'.repeat(30) })).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(errorsOf({ newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd?' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('says a mismatch even while the new password is still too short', () => {
    expect(errorsOf({ newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'Password must be between 6 to 30 characters',
      confirmPassword: 'Passwords must match',
    });
  });
});
