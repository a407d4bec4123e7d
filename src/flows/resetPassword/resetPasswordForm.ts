import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { confirmationMatches, newPasswordFields } from '@shared/password/newPassword';

/** The messages of the new password and its confirmation (01 §5 Reset password). */
const newPasswordWords = (i18n: I18n) => ({
  newRequired: i18n._(msg`New password required`),
  length: i18n._(msg`Password must be between 6 to 30 characters`),
  confirmRequired: i18n._(msg`Confirm password required`),
  mismatch: i18n._(msg`Passwords must match`),
});

/** 01 §5 Reset password: new password required, 6 to 30; confirmation required and equal. */
export const resetPasswordFormSchema = (i18n: I18n) => {
  const words = newPasswordWords(i18n);
  return z.object(newPasswordFields(words)).check(confirmationMatches(words.mismatch));
};
export type ResetPasswordForm = z.infer<ReturnType<typeof resetPasswordFormSchema>>;
