import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { genders, type PersonalInformation, type SavedPersonalInformation } from '@contracts/account';
import { orNull, personFields } from '@shared/person/personRules';
import { isoDay } from '@shared/person/usDate';

/** The personal information form as its inputs hold it (02 §3 Personal information form). */
export interface PersonalInformationFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  parentEmail: string;
  mobileNumber: string;
  street: string;
  apartment: string;
  city: string;
  /** The chosen state's id as the select holds it ('' for none). */
  stateId: string;
  zip: string;
}

/** The earliest birth date the student form takes (a guard against mistyped years). */
export const studentBirthMin = '1900-01-01';

/** 02 §5 rules (the parent form's, shared) applied to the student's own details; `today` bounds the birth date. */
export const personalInformationFormSchema = (i18n: I18n, today: Date) => {
  const field = personFields(i18n);
  return z.object({
    firstName: field.name('first'),
    middleName: field.name('middle'),
    lastName: field.name('last'),
    dateOfBirth: field.birthDate({
      min: studentBirthMin,
      max: isoDay(today),
      outside: msg`Date of birth must be between 01-01-1900 and today`,
    }),
    gender: field.gender,
    parentEmail: field.email({ required: false }),
    mobileNumber: field.mobile,
    street: field.street,
    apartment: z.string(),
    city: field.city,
    stateId: field.state,
    zip: field.zip,
  });
};

/** The form prefilled with what is saved (the registration's names at least); a resubmitted form shows what was sent. */
export function personalInformationFormValues(
  saved: SavedPersonalInformation | undefined,
  sent: PersonalInformation | undefined,
): PersonalInformationFormValues {
  const from = sent ?? saved;
  return {
    firstName: from?.firstName ?? '',
    middleName: from?.middleName ?? '',
    lastName: from?.lastName ?? '',
    dateOfBirth: from?.dateOfBirth ?? '',
    gender: from?.gender ?? '',
    parentEmail: from?.parentEmail ?? '',
    mobileNumber: from?.mobileNumber ?? '',
    street: from?.street ?? '',
    apartment: from?.apartment ?? '',
    city: from?.city ?? '',
    stateId: from?.state ? String(from.state.stateId) : '',
    zip: from?.zip ?? '',
  };
}

/** The save's body from valid form values: empty optional fields become null. */
export function toPersonalInformation(values: PersonalInformationFormValues): PersonalInformation {
  return {
    firstName: values.firstName,
    middleName: orNull(values.middleName),
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth.trim(),
    gender: values.gender as (typeof genders)[number],
    parentEmail: orNull(values.parentEmail),
    mobileNumber: values.mobileNumber.trim(),
    street: values.street.trim(),
    apartment: orNull(values.apartment),
    city: values.city.trim(),
    state: { stateId: Number(values.stateId) },
    zip: values.zip.trim(),
  };
}
