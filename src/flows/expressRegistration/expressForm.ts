import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { expressLimits } from '@contracts/express';

/** 01 §5 Express: an e-mail pattern and at least 6 characters, else one message. */
export const expressEmailSchema = (i18n: I18n) => {
  const invalid = i18n._(msg`Please Provide a Valid Email Address`);
  return z.object({
    emailId: z.pipe(
      z
        .string()
        .check(z.trim(), z.minLength(expressLimits.emailMin, invalid), z.maxLength(expressLimits.emailMax, invalid)),
      z.email(invalid),
    ),
  });
};
export type ExpressEmailForm = z.infer<ReturnType<typeof expressEmailSchema>>;

/** 01 §5, §9 Express phone: at least 7 characters, first digit not 0, 3-3-4 digits (up to 6 in the last group). */
export const expressPhonePattern = /^[1-9]\d{2}-?\d{3}-?\d{4,6}$/;
export const expressPhoneMin = 7;

/**
 * 01 §2 Phone modal, §5: the phone is optional; when the organisation requires Twilio
 * (isTwilioRequired), ticking the SMS consent needs a number.
 */
export const expressPhoneSchema = (i18n: I18n, twilioRequired: boolean) =>
  z
    .object({
      mobileNumber: z.string().check(
        z.trim(),
        z.refine(
          (value) => value === '' || (value.length >= expressPhoneMin && expressPhonePattern.test(value)),
          i18n._(msg`Please enter a valid phone number`),
        ),
      ),
      optSms: z.boolean(),
    })
    .check(
      z.refine((values) => !(twilioRequired && values.optSms && values.mobileNumber === ''), {
        path: ['mobileNumber'],
        message: i18n._(msg`Mobile number is required`),
      }),
    );
export type ExpressPhoneForm = z.infer<ReturnType<typeof expressPhoneSchema>>;
