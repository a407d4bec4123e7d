import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { confirmationMatches, newPasswordFields } from '@shared/password/newPassword';

/** 02 §2 change-password: the current password, then a new one by the reset rules (01 §5), confirmed and new. */
export const changePasswordFormSchema = (i18n: I18n) => {
  // The reset page's words, in this page's catalog part.
  const words = {
    newRequired: i18n._(msg`New password required`),
    length: i18n._(msg`Password must be between 6 to 30 characters`),
    confirmRequired: i18n._(msg`Confirm password required`),
    mismatch: i18n._(msg`Passwords must match`),
  };
  return z
    .object({
      currentPassword: z.string().check(z.minLength(1, i18n._(msg`Current password required`))),
      ...newPasswordFields(words),
    })
    .check(
      confirmationMatches(words.mismatch),
      z.refine((values) => values.newPassword === '' || values.newPassword !== values.currentPassword, {
        path: ['newPassword'],
        message: i18n._(msg`Choose a new password that is different from your current one.`),
      }),
    );
};
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
