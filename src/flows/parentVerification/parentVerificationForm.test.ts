import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { parentFields } from '../../../tests/model/parentVerification.fixtures';
import {
  defaultPickerDate,
  emptyParentForm,
  parentFormValues,
  parentVerificationFormSchema,
  type ParentVerificationFormValues,
  toParentFields,
} from './parentVerificationForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const schema = parentVerificationFormSchema(i18n);
const valid: ParentVerificationFormValues = { ...parentFields, parentMiddleName: '' };
const messages = (values: ParentVerificationFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('02 §5 parent verification form', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('shows every required message at once on an empty form', () => {
    expect(messages(emptyParentForm)).toEqual({
      parentFirstName: 'First name is required',
      parentLastName: 'Last name is required',
      parentDateOfBirth: 'Date Format Invalid Use the following format MM-DD-YYYY',
      parentState: 'State is required',
      parentEmail: 'Email address is required',
      parentStreet: 'Address Line is required',
      parentCity: 'City code is required',
      parentZip: 'Zip code is required',
      parentMobileNumber: 'Mobile number is required',
    });
  });

  it('words each broken rule exactly as the spec does', () => {
    expect(
      messages({
        ...valid,
        parentFirstName: 'P@t',
        parentMiddleName: 'x'.repeat(36),
        parentLastName: ' Parent',
        parentDateOfBirth: '01-02-2005',
        parentEmail: 'a@b.co',
        parentCity: 'A',
        parentZip: '7870',
        parentMobileNumber: '555-123',
      }),
    ).toEqual({
      parentFirstName: 'First name should only contain alphabets, hyphen, apostrophe or number',
      parentMiddleName: 'Middle name should be between 1 to 35',
      parentLastName: 'Last name should only contain alphabets, hyphen, apostrophe or number',
      parentDateOfBirth: 'Date of birth must be between 01-01-1950 and 01-01-2005',
      parentEmail: 'Email address should be between 10 to 100',
      parentCity: 'city should be between 2 to 40',
      parentZip: 'ZIP should have only 5 digits',
      parentMobileNumber: 'Mobile number should have 10 digits',
    });
    expect(messages({ ...valid, parentEmail: 'pat.parent@', parentCity: 'Austin 2', parentZip: 'abcde' })).toEqual({
      parentEmail: 'Invalid characters in email address',
      parentCity: 'City name should only contain alphabets',
      parentZip: 'ZIP should only contain numeric',
    });
  });

  it('sends the state code and an empty middle name as null; a refused form shows what was sent', () => {
    const fields = toParentFields({ ...valid, parentStreet: ' 1 Main St ' });
    expect(fields).toEqual({ ...valid, parentMiddleName: null });
    expect(parentFormValues(fields)).toEqual(valid);
    expect(parentFormValues(undefined)).toEqual(emptyParentForm);
  });

  it('opens the picker 80 years back, inside 1950-01-01 to 2005-01-01', () => {
    expect(defaultPickerDate(new Date(Date.UTC(2026, 10, 21)))).toBe('1950-01-01');
    expect(defaultPickerDate(new Date(Date.UTC(2040, 5, 1)))).toBe('1960-06-01');
    expect(defaultPickerDate(new Date(Date.UTC(2090, 5, 1)))).toBe('2005-01-01');
  });
});
