import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { passwordLimits } from '@contracts/authLimits';

/** 01 §5 Reset password: new password required, 6 to 30; confirmation required and equal. */
export const resetPasswordFormSchema = (i18n: I18n) =>
  z
    .object({
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
    );
export type ResetPasswordForm = z.infer<ReturnType<typeof resetPasswordFormSchema>>;
