import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

export const parentEmailLength = { min: 10, max: 100 } as const;

/** The parent's e-mail of a parent payment request: a valid e-mail of 10–100 characters. */
export const parentRequestFormSchema = (i18n: I18n) =>
  z.object({
    requestEmail: z
      .pipe(
        z.string().check(z.trim(), z.minLength(1, i18n._(msg`Parent or guardian e-mail is required`))),
        z.email(i18n._(msg`Please enter a valid email address`)),
      )
      .check(
        z.refine(
          (email) => email.length >= parentEmailLength.min && email.length <= parentEmailLength.max,
          i18n._(msg`The e-mail must be 10 to 100 characters long`),
        ),
      ),
  });
export type ParentRequestFormValues = z.infer<ReturnType<typeof parentRequestFormSchema>>;
