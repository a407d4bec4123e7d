import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { forgotPasswordLimits } from '@contracts/authLimits';

/** 01 §5 Forgot password: required, valid, max 50. */
export const forgotPasswordFormSchema = (i18n: I18n) =>
  z.object({
    emailId: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, i18n._(msg`Email Address is required`)),
          z.maxLength(forgotPasswordLimits.emailMaxLength, i18n._(msg`Invalid email`)),
        ),
      z.email(i18n._(msg`Invalid email`)),
    ),
  });
export type ForgotPasswordForm = z.infer<ReturnType<typeof forgotPasswordFormSchema>>;
