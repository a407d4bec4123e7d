import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import type { SavedPersonalInformation } from '@contracts/account';

import { savedAtRegistration } from '../../../tests/model/personalInformation.fixtures';
import {
  personalInformationFormSchema,
  type PersonalInformationFormValues,
  personalInformationFormValues,
  toPersonalInformation,
} from './personalInformationForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const today = new Date(Date.UTC(2026, 10, 21));
const schema = personalInformationFormSchema(i18n, today);
const valid: PersonalInformationFormValues = {
  firstName: 'Sam',
  middleName: '',
  lastName: 'Student',
  dateOfBirth: '05-17-2008',
  gender: 'Female',
  parentEmail: '',
  mobileNumber: '555-123-4567',
  street: '1 Main St',
  apartment: '',
  city: 'Austin',
  stateId: '44',
  zip: '78701',
};
const messages = (values: PersonalInformationFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('personal information form', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('shows every required message at once on an empty form', () => {
    const empty = personalInformationFormValues(undefined, undefined);
    expect(messages(empty)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: 'Date Format Invalid Use the following format MM-DD-YYYY',
      gender: 'Gender is required',
      mobileNumber: 'Mobile number is required',
      street: 'Address Line is required',
      city: 'City code is required',
      stateId: 'State is required',
      zip: 'Zip code is required',
    });
  });

  it('refuses a birth date in the future or before 1900', () => {
    expect(messages({ ...valid, dateOfBirth: '11-22-2026' })).toEqual({
      dateOfBirth: 'Date of birth must be between 01-01-1900 and today',
    });
    expect(messages({ ...valid, dateOfBirth: '12-31-1899' })).toEqual({
      dateOfBirth: 'Date of birth must be between 01-01-1900 and today',
    });
    expect(messages({ ...valid, dateOfBirth: '11-21-2026' })).toEqual({});
  });

  it('prefills from the saved values and sends empty optional fields as null', () => {
    const saved: SavedPersonalInformation = {
      ...savedAtRegistration,
      emailId: 'sam@example.com',
      state: { stateId: 44 },
    };
    expect(personalInformationFormValues(saved, undefined)).toEqual({
      ...personalInformationFormValues(undefined, undefined),
      firstName: 'Sam',
      lastName: 'Student',
      stateId: '44',
    });
    const body = toPersonalInformation({ ...valid, street: ' 1 Main St ', apartment: ' ' });
    expect(body).toEqual({
      ...valid,
      middleName: null,
      parentEmail: null,
      apartment: null,
      stateId: undefined,
      state: { stateId: 44 },
    });
    expect(personalInformationFormValues(saved, body)).toEqual(valid);
  });
});
