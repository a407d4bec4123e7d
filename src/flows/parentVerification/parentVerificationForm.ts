import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { personLimits } from '@contracts/account';
import type { ParentFields } from '@machines/parentVerification';
import { orNull, personFields } from '@shared/person/personRules';
import { isoDay } from '@shared/person/usDate';

/** The parent form as its inputs hold it (02 §3 Parent verification payload). */
export interface ParentVerificationFormValues {
  parentFirstName: string;
  parentMiddleName: string;
  parentLastName: string;
  /** MM-DD-YYYY */
  parentDateOfBirth: string;
  /** The state code. */
  parentState: string;
  parentEmail: string;
  parentStreet: string;
  parentCity: string;
  parentZip: string;
  parentMobileNumber: string;
}

export const emptyParentForm: ParentVerificationFormValues = {
  parentFirstName: '',
  parentMiddleName: '',
  parentLastName: '',
  parentDateOfBirth: '',
  parentState: '',
  parentEmail: '',
  parentStreet: '',
  parentCity: '',
  parentZip: '',
  parentMobileNumber: '',
};

/** 02 §5 Parent verification form, every rule and message. */
export const parentVerificationFormSchema = (i18n: I18n) => {
  const field = personFields(i18n);
  return z.object({
    parentFirstName: field.name('first'),
    parentMiddleName: field.name('middle'),
    parentLastName: field.name('last'),
    parentDateOfBirth: field.birthDate({
      min: personLimits.parentBirthMin,
      max: personLimits.parentBirthMax,
      outside: msg`Date of birth must be between 01-01-1950 and 01-01-2005`,
    }),
    parentState: field.state,
    parentEmail: field.email({ required: true }),
    parentStreet: field.street,
    parentCity: field.city,
    parentZip: field.zip,
    parentMobileNumber: field.mobile,
  });
};

/** The form showing what was last sent (after a refusal), or empty. */
export function parentFormValues(sent: ParentFields | undefined): ParentVerificationFormValues {
  if (!sent) return emptyParentForm;
  return { ...sent, parentMiddleName: sent.parentMiddleName ?? '' };
}

/** The verification's parent fields from valid form values. */
export function toParentFields(values: ParentVerificationFormValues): ParentFields {
  return {
    parentFirstName: values.parentFirstName,
    parentMiddleName: orNull(values.parentMiddleName),
    parentLastName: values.parentLastName,
    parentDateOfBirth: values.parentDateOfBirth.trim(),
    parentState: values.parentState,
    parentEmail: values.parentEmail.trim(),
    parentStreet: values.parentStreet.trim(),
    parentCity: values.parentCity.trim(),
    parentZip: values.parentZip.trim(),
    parentMobileNumber: values.parentMobileNumber.trim(),
  };
}

/**
 * 02 §5: the picker opens 80 years back, kept inside its 1950-01-01 to 2005-01-01 range (until 2030,
 * 80 years back is before 1950, so the picker opens at the range's first day).
 */
export function defaultPickerDate(today: Date): string {
  const back = new Date(Date.UTC(today.getUTCFullYear() - 80, today.getUTCMonth(), today.getUTCDate()));
  const day = isoDay(back);
  if (day < personLimits.parentBirthMin) return personLimits.parentBirthMin;
  if (day > personLimits.parentBirthMax) return personLimits.parentBirthMax;
  return day;
}
