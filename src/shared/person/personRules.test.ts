import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';

import {
  birthDateRule,
  cityRule,
  emailRule,
  type FieldRule,
  formatMobile,
  genderRule,
  mobileRule,
  nameRule,
  orNull,
  ruled,
  stateRule,
  streetRule,
  zipRule,
} from './personRules';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The message a rule gives, in English, or undefined when the value passes. */
const said = (rule: FieldRule, value: string) => {
  const message = rule(value);
  return message ? i18n._(message) : undefined;
};

describe('02 §5 name rules', () => {
  it.each([
    ['first', 'First'],
    ['last', 'Last'],
  ] as const)('%s name: required, 1 to 35, allowed characters', (field, word) => {
    const rule = nameRule(field);
    expect(said(rule, '')).toBe(`${word} name is required`);
    expect(said(rule, '   ')).toBe(`${word} name is required`);
    expect(said(rule, 'a'.repeat(36))).toBe(`${word} name should be between 1 to 35`);
    expect(said(rule, 'Jo$n')).toBe(`${word} name should only contain alphabets, hyphen, apostrophe or number`);
    expect(said(rule, ' John')).toBe(`${word} name should only contain alphabets, hyphen, apostrophe or number`);
    expect(said(rule, 'John ')).toBe(`${word} name should only contain alphabets, hyphen, apostrophe or number`);
    for (const ok of ['J', "O'Brien", 'Anne-Marie', 'Mary Ann', 'R2_D2', 'José', 'a'.repeat(35)])
      expect(said(rule, ok)).toBeUndefined();
  });

  it('middle name: optional, same rules with its own messages', () => {
    const rule = nameRule('middle');
    expect(said(rule, '')).toBeUndefined();
    expect(said(rule, 'a'.repeat(36))).toBe('Middle name should be between 1 to 35');
    expect(said(rule, 'L.')).toBe('Middle name should only contain alphabets, hyphen, apostrophe or number');
    expect(said(rule, 'Lee')).toBeUndefined();
  });
});

describe('02 §5 date of birth', () => {
  const rule = birthDateRule({
    min: '1950-01-01',
    max: '2005-01-01',
    outside: msg`Date of birth must be between 01-01-1950 and 01-01-2005`,
  });
  it('must be a real MM-DD-YYYY date', () => {
    for (const bad of ['', '1980-05-17', '5-17-1980', '13-01-1980', '02-30-1980', '02/03/1980', 'soon'])
      expect(said(rule, bad)).toBe('Date Format Invalid Use the following format MM-DD-YYYY');
  });
  it('must be inside the range, both ends included', () => {
    expect(said(rule, '12-31-1949')).toBe('Date of birth must be between 01-01-1950 and 01-01-2005');
    expect(said(rule, '01-02-2005')).toBe('Date of birth must be between 01-01-1950 and 01-01-2005');
    for (const ok of ['01-01-1950', '01-01-2005', '02-29-1980']) expect(said(rule, ok)).toBeUndefined();
  });
});

describe('02 §5 e-mail', () => {
  it('required on the parent form', () => {
    const rule = emailRule({ required: true });
    expect(said(rule, '')).toBe('Email address is required');
    expect(said(rule, 'not an email')).toBe('Invalid characters in email address');
    expect(said(rule, 'a@b.co')).toBe('Email address should be between 10 to 100');
    expect(said(rule, `${'a'.repeat(95)}@b.com`)).toBe('Email address should be between 10 to 100');
    expect(said(rule, 'parent@example.com')).toBeUndefined();
  });
  it('optional on the personal information form', () => {
    const rule = emailRule({ required: false });
    expect(said(rule, '')).toBeUndefined();
    expect(said(rule, 'parent@')).toBe('Invalid characters in email address');
  });
});

describe('02 §5 mobile, street, city, zip, state, gender', () => {
  it('mobile number: required, ten digits', () => {
    expect(said(mobileRule, '')).toBe('Mobile number is required');
    expect(said(mobileRule, '555-123-456')).toBe('Mobile number should have 10 digits');
    expect(said(mobileRule, '555-123-4567')).toBeUndefined();
  });
  it('street: required', () => {
    expect(said(streetRule, ' ')).toBe('Address Line is required');
    expect(said(streetRule, '1 Main St')).toBeUndefined();
  });
  it('city: required, 2 to 40, letters and spaces', () => {
    expect(said(cityRule, '')).toBe('City code is required');
    expect(said(cityRule, 'A')).toBe('city should be between 2 to 40');
    expect(said(cityRule, 'A'.repeat(41))).toBe('city should be between 2 to 40');
    expect(said(cityRule, 'Area 51')).toBe('City name should only contain alphabets');
    expect(said(cityRule, 'San Antonio')).toBeUndefined();
  });
  it('zip: required, numeric, exactly five digits', () => {
    expect(said(zipRule, '')).toBe('Zip code is required');
    expect(said(zipRule, '7870a')).toBe('ZIP should only contain numeric');
    expect(said(zipRule, '7870')).toBe('ZIP should have only 5 digits');
    expect(said(zipRule, '787011')).toBe('ZIP should have only 5 digits');
    expect(said(zipRule, '78701')).toBeUndefined();
  });
  it('state and gender: required', () => {
    expect(said(stateRule, '')).toBe('State is required');
    expect(said(stateRule, 'TX')).toBeUndefined();
    expect(said(genderRule, '')).toBe('Gender is required');
    expect(said(genderRule, 'Female')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('formats a mobile number as it is typed', () => {
    expect(formatMobile('555')).toBe('555');
    expect(formatMobile('5551')).toBe('555-1');
    expect(formatMobile('(555) 123-45678999')).toBe('555-123-4567');
  });
  it('turns an empty optional value into null', () => {
    expect(orNull('  ')).toBeNull();
    expect(orNull(' Apt 4 ')).toBe('Apt 4');
  });
  it('a ruled schema reports the rule message', () => {
    const result = ruled(i18n, zipRule).safeParse('12');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('ZIP should have only 5 digits');
  });
});
