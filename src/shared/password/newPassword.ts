import * as z from 'zod/mini';

import { passwordLimits } from '@contracts/authLimits';

/**
 * A new password and its confirmation, as reset (01 §5 Reset password) and change (02 §2 change-password) both ask
 * for it: required, 6 to 30 characters, confirmed equal. The words come from the form using it, so they stay in
 * that flow's catalog part.
 */
export interface NewPasswordWords {
  newRequired: string;
  length: string;
  confirmRequired: string;
  mismatch: string;
}

export const newPasswordFields = (words: NewPasswordWords) => ({
  newPassword: z
    .string()
    .check(
      z.minLength(1, words.newRequired),
      z.minLength(passwordLimits.min, words.length),
      z.maxLength(passwordLimits.max, words.length),
    ),
  confirmPassword: z.string().check(z.minLength(1, words.confirmRequired)),
});

/** The confirmation's message, shown once something is typed in it. */
export const confirmationMatches = (mismatch: string) =>
  z.refine<{ newPassword: string; confirmPassword: string }>(
    (values) => values.confirmPassword === '' || values.confirmPassword === values.newPassword,
    {
      path: ['confirmPassword'],
      message: mismatch,
    },
  );
