import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { registrationLimits } from '@contracts/registrationLimits';
import {
  flexiKey,
  flexiNames,
  flexiTextLimits,
  isSsnField,
  needsConfirm,
  otherCourtValue,
} from '@shared/flexi/flexiFieldRules';

import type { RegistrationFormOptions } from './registrationForm';

/**
 * Whether an e-mail is allowed by the list: an entry starting with '.' is an ending (any
 * sub-domain), any other entry is the exact domain after '@'.
 */
export function emailDomainAllowed(email: string, allowed: string[]): boolean {
  if (allowed.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowed.some((entry) => (entry.startsWith('.') ? domain.endsWith(entry) : domain === entry.replace(/^@/, '')));
}

/** Letters, digits, spaces and apostrophes, not starting with a space or an apostrophe (01 §5). */
const namePattern = /^[\p{L}\p{N}][\p{L}\p{N}' ]*$/u;
const mobilePattern = /^\d{3}-\d{3}-\d{4}$/;
const ssnLength = 11;

/**
 * 01 §5 registration validation with the spec's exact messages, in the active language.
 * Every rule runs on every submit, so all messages show at once.
 */
export function registrationFormSchema(i18n: I18n, options: RegistrationFormOptions) {
  const email = z.email();
  return z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      emailId: z.string(),
      parentEmail: z.string(),
      mobileNumber: z.string(),
      password: z.string(),
      isStudentOptSms: z.boolean(),
      isStudentOptMail: z.boolean(),
      stateId: z.string(),
      flexi: z.record(z.string(), z.string()),
      flexiConfirm: z.record(z.string(), z.string()),
      otherCourt: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: (string | number)[], message: MessageArg) =>
          ctx.addIssue({ code: 'custom', path, message: i18n._(message) });

        const name = (field: 'firstName' | 'lastName', required: MessageArg, invalid: MessageArg) => {
          const value = values[field];
          if (value === '') issue([field], required);
          else if (value.trim() === '') issue([field], msg`Please enter at least 1 character`);
          else if (value.trim().length > registrationLimits.nameMax)
            issue([field], msg`Input exceeds maximum character limit of 35 characters`);
          else if (!namePattern.test(value)) issue([field], invalid);
        };
        name('firstName', msg`First Name is required`, msg`Please enter a valid firstname`);
        name('lastName', msg`Last Name is required`, msg`Please enter a valid lastname`);

        const emailId = values.emailId.trim();
        if (emailId === '') issue(['emailId'], msg`Email Address is required`);
        else if (emailId.length > registrationLimits.emailMax || !email.safeParse(emailId).success)
          issue(['emailId'], msg`Please enter a valid email address`);
        else if (!emailDomainAllowed(emailId, options.allowedEmailDomains))
          issue(['emailId'], msg` Enter a valid email`);

        const parentEmail = values.parentEmail.trim();
        if (options.parentEmail && parentEmail !== '') {
          if (parentEmail.length > registrationLimits.emailMax || !email.safeParse(parentEmail).success)
            issue(['parentEmail'], msg`Please enter a valid email address`);
          else if (parentEmail.toLowerCase() === emailId.toLowerCase())
            issue(['parentEmail'], msg`Parent ID and student ID cannot be the same`);
        }

        if (values.mobileNumber === '') {
          if (values.isStudentOptSms) issue(['mobileNumber'], msg`Mobile number is required`);
        } else if (!mobilePattern.test(values.mobileNumber))
          issue(['mobileNumber'], msg`Please enter valid phone number`);

        if (values.password === '') issue(['password'], msg`Password is required`);
        else if (
          values.password.length < registrationLimits.passwordMin ||
          values.password.length > registrationLimits.passwordMax
        )
          issue(['password'], msg`Password should be between 6 to 30 characters`);

        if (options.stateRequired && values.stateId === '') issue(['stateId'], msg`State is required`);

        for (const field of options.flexiFields) {
          const key = flexiKey(field);
          const value = (values.flexi[key] ?? '').trim();
          if (value === '') {
            if (field.isMandatoryField) issue(['flexi', key], msg`This field is required`);
          } else if (isSsnField(field)) {
            if (value.length < ssnLength) issue(['flexi', key], msg`Enter a valid SSN number`);
          } else if (field.flexiFieldType === 'TEXT') {
            if (value.length < flexiTextLimits.min) issue(['flexi', key], msg`Please enter at least 2 characters`);
            else if (value.length > flexiTextLimits.max)
              issue(['flexi', key], msg`Input exceeds maximum character limit of 40 characters`);
          }
          if (needsConfirm(field) && (values.flexiConfirm[key] ?? '').trim() !== value) {
            const id = field.flexiFieldDescription;
            issue(['flexiConfirm', key], msg`${id} must match`);
          }
          if (field.flexiFieldName === flexiNames.court && value === otherCourtValue && values.otherCourt.trim() === '')
            issue(['otherCourt'], msg`Other court is required`);
        }
      }),
    );
}

type MessageArg = MessageDescriptor;
