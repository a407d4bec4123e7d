import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { cityPattern, genders, mobilePattern, personLimits, personNamePattern } from '@contracts/account';

import { isoDate, parseUsDate } from './usDate';

/**
 * The field rules of 02 §5 (parent verification form), shared by the personal information form:
 * each rule answers the message of the first check a value fails, or undefined.
 */
export type FieldRule = (value: string) => MessageDescriptor | undefined;

export type NameField = 'first' | 'middle' | 'last';

const nameMessages: Record<
  NameField,
  { required?: MessageDescriptor; length: MessageDescriptor; characters: MessageDescriptor }
> = {
  first: {
    required: msg`First name is required`,
    length: msg`First name should be between 1 to 35`,
    characters: msg`First name should only contain alphabets, hyphen, apostrophe or number`,
  },
  middle: {
    length: msg`Middle name should be between 1 to 35`,
    characters: msg`Middle name should only contain alphabets, hyphen, apostrophe or number`,
  },
  last: {
    required: msg`Last name is required`,
    length: msg`Last name should be between 1 to 35`,
    characters: msg`Last name should only contain alphabets, hyphen, apostrophe or number`,
  },
};

/** 1–35 letters, digits, underscore, apostrophe or hyphen, no surrounding spaces; the middle name is optional. */
export const nameRule =
  (field: NameField): FieldRule =>
  (value) => {
    const messages = nameMessages[field];
    if (value.trim() === '') return messages.required;
    if (value.length < personLimits.nameMin || value.length > personLimits.nameMax) return messages.length;
    if (!personNamePattern.test(value)) return messages.characters;
    return undefined;
  };

const dateFormatMessage = msg`Date Format Invalid Use the following format MM-DD-YYYY`;

export interface BirthDateRange {
  min: string;
  max: string;
  outside: MessageDescriptor;
}

/** MM-DD-YYYY, a real date, inside [min, max] (YYYY-MM-DD, inclusive). */
export const birthDateRule =
  (range: BirthDateRange): FieldRule =>
  (value) => {
    const date = parseUsDate(value.trim());
    if (!date) return dateFormatMessage;
    if (date < isoDate(range.min) || date > isoDate(range.max)) return range.outside;
    return undefined;
  };

const email = z.email();

/** 10–100 characters of a valid address; optional on the personal information form. */
export const emailRule =
  (options: { required: boolean }): FieldRule =>
  (value) => {
    const address = value.trim();
    if (address === '') return options.required ? msg`Email address is required` : undefined;
    if (address.length > personLimits.emailMax) return msg`Email address should be between 10 to 100`;
    if (!email.safeParse(address).success) return msg`Invalid characters in email address`;
    if (address.length < personLimits.emailMin) return msg`Email address should be between 10 to 100`;
    return undefined;
  };

/** Ten digits, shown ###-###-####. */
export const mobileRule: FieldRule = (value) => {
  if (value.trim() === '') return msg`Mobile number is required`;
  if (!mobilePattern.test(value.trim())) return msg`Mobile number should have 10 digits`;
  return undefined;
};

export const streetRule: FieldRule = (value) => (value.trim() === '' ? msg`Address Line is required` : undefined);

/** 2–40 letters and spaces. */
export const cityRule: FieldRule = (value) => {
  const city = value.trim();
  if (city === '') return msg`City code is required`;
  if (city.length < personLimits.cityMin || city.length > personLimits.cityMax)
    return msg`city should be between 2 to 40`;
  if (!cityPattern.test(city)) return msg`City name should only contain alphabets`;
  return undefined;
};

/** Exactly five digits. */
export const zipRule: FieldRule = (value) => {
  const zip = value.trim();
  if (zip === '') return msg`Zip code is required`;
  if (!/^\d+$/.test(zip)) return msg`ZIP should only contain numeric`;
  if (zip.length !== personLimits.zipLength) return msg`ZIP should have only 5 digits`;
  return undefined;
};

export const stateRule: FieldRule = (value) => (value === '' ? msg`State is required` : undefined);

export const genderRule: FieldRule = (value) =>
  (genders as readonly string[]).includes(value) ? undefined : msg`Gender is required`;

/** A form field's zod schema from a rule, its message in the active language. */
export const ruled = (i18n: I18n, rule: FieldRule) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message: i18n._(message) });
    }),
  );

/** The fields both person forms are built from (02 §5), as zod schemas with messages in the active language. */
export const personFields = (i18n: I18n) => {
  const field = (rule: FieldRule) => ruled(i18n, rule);
  return {
    name: (which: NameField) => field(nameRule(which)),
    birthDate: (range: BirthDateRange) => field(birthDateRule(range)),
    email: (options: { required: boolean }) => field(emailRule(options)),
    mobile: field(mobileRule),
    street: field(streetRule),
    city: field(cityRule),
    state: field(stateRule),
    zip: field(zipRule),
    gender: field(genderRule),
  };
};

/** The digits typed, shown as ###-###-#### while typing (02 §5 'Mobile number formatted as 10 digits'). */
export function formatMobile(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, personLimits.mobileDigits);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** '' for an empty optional field, so the API gets null rather than an empty string. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
