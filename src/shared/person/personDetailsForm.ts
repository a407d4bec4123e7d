import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import type { genders, SavedPersonalInformation } from '@contracts/account';
import type { ProfileDetails } from '@contracts/profile';

import { formatMobile, orNull, personFields } from './personRules';
import { isoDay } from './usDate';

/**
 * The student's own details as their inputs hold them (02 §3 Personal information form, without the parent's
 * e-mail): the personal information form and the profile share these fields and rules.
 */
export interface PersonDetailsFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  mobileNumber: string;
  street: string;
  apartment: string;
  city: string;
  /** The chosen state's id as the select holds it ('' for none). */
  stateId: string;
  zip: string;
}

/** The earliest birth date the student forms take (a guard against mistyped years). */
export const studentBirthMin = '1900-01-01';

/** 02 §5 rules (the parent form's, shared) of the student's details, as zod fields; `today` bounds the birth date. */
export const personDetailsShape = (i18n: I18n, today: Date) => {
  const field = personFields(i18n);
  return {
    firstName: field.name('first'),
    middleName: field.name('middle'),
    lastName: field.name('last'),
    dateOfBirth: field.birthDate({
      min: studentBirthMin,
      max: isoDay(today),
      outside: msg`Date of birth must be between 01-01-1900 and today`,
    }),
    gender: field.gender,
    mobileNumber: field.mobile,
    street: field.street,
    apartment: z.string(),
    city: field.city,
    stateId: field.state,
    zip: field.zip,
  };
};

/** The details form of the profile: the shared fields only. */
export const personDetailsFormSchema = (i18n: I18n, today: Date) => z.object(personDetailsShape(i18n, today));

/** What prefills the details: the saved record, or the values sent last. */
type DetailsSource = Omit<SavedPersonalInformation, 'emailId' | 'parentEmail' | 'isPersonalInfoPending'>;

/** The details prefilled (a stored mobile number's ten digits shown ###-###-####). */
export function personDetailsFormValues(from: DetailsSource | undefined): PersonDetailsFormValues {
  return {
    firstName: from?.firstName ?? '',
    middleName: from?.middleName ?? '',
    lastName: from?.lastName ?? '',
    dateOfBirth: from?.dateOfBirth ?? '',
    gender: from?.gender ?? '',
    mobileNumber: formatMobile(from?.mobileNumber ?? ''),
    street: from?.street ?? '',
    apartment: from?.apartment ?? '',
    city: from?.city ?? '',
    stateId: from?.state ? String(from.state.stateId) : '',
    zip: from?.zip ?? '',
  };
}

/** The details to send from valid form values: empty optional fields become null. */
export function toPersonDetails(values: PersonDetailsFormValues): ProfileDetails {
  return {
    firstName: values.firstName,
    middleName: orNull(values.middleName),
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth.trim(),
    gender: values.gender as (typeof genders)[number],
    mobileNumber: values.mobileNumber.trim(),
    street: values.street.trim(),
    apartment: orNull(values.apartment),
    city: values.city.trim(),
    state: { stateId: Number(values.stateId) },
    zip: values.zip.trim(),
  };
}
