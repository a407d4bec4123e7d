import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

/** 01 §5 Login: e-mail required and valid, password required (the input keeps at most 20). */
export const loginFormSchema = (i18n: I18n) =>
  z.object({
    emailId: z.pipe(
      z.string().check(z.trim(), z.minLength(1, i18n._(msg`Please enter your email`))),
      z.email(i18n._(msg`Invalid email`)),
    ),
    password: z.string().check(z.minLength(1, i18n._(msg`Please enter your password`))),
  });
export type LoginFormValues = z.infer<ReturnType<typeof loginFormSchema>>;
