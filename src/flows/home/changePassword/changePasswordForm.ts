import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { passwordLimits } from '@contracts/authLimits';

/** 02 §2 change-password: the current password, then a new one by the reset rules (01 §5), confirmed and new. */
export const changePasswordFormSchema = (i18n: I18n) =>
  z
    .object({
      currentPassword: z.string().check(z.minLength(1, i18n._(msg`Current password required`))),
      newPassword: z
        .string()
        .check(
          z.minLength(1, i18n._(msg`New password required`)),
          z.minLength(passwordLimits.min, i18n._(msg`Password must be between 6 to 30 characters`)),
          z.maxLength(passwordLimits.max, i18n._(msg`Password must be between 6 to 30 characters`)),
        ),
      confirmPassword: z.string().check(z.minLength(1, i18n._(msg`Confirm password required`))),
    })
    .check(
      z.refine((values) => values.confirmPassword === '' || values.confirmPassword === values.newPassword, {
        path: ['confirmPassword'],
        message: i18n._(msg`Passwords must match`),
      }),
      z.refine((values) => values.newPassword === '' || values.newPassword !== values.currentPassword, {
        path: ['newPassword'],
        message: i18n._(msg`Choose a new password that is different from your current one.`),
      }),
    );
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
