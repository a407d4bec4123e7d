import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { expressEmailSchema, expressPhoneSchema } from './expressForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const emailError = (emailId: string) => expressEmailSchema(i18n).safeParse({ emailId }).error?.issues[0]?.message;
const phoneError = (mobileNumber: string, optSms = false, twilio = false) =>
  expressPhoneSchema(i18n, twilio).safeParse({ mobileNumber, optSms }).error?.issues[0]?.message;

describe('express e-mail', () => {
  it('accepts a valid address of 6 characters or more', () => {
    expect(emailError('a@b.co')).toBeUndefined();
    expect(emailError(' riley@example.com ')).toBeUndefined();
  });
  it('refuses short or malformed addresses with one message', () => {
    for (const value of ['', 'a@b.c', 'riley', 'riley@', 'riley@example'])
      expect(emailError(value)).toBe('Please Provide a Valid Email Address');
  });
});

describe('express phone', () => {
  it('is optional', () => expect(phoneError('')).toBeUndefined());
  it('accepts 3-3-4 to 6 digits, with or without dashes, not starting with 0', () => {
    for (const value of ['555-123-4567', '5551234567', '555-123-456789', '155-512-34567'])
      expect(phoneError(value)).toBeUndefined();
  });
  it('refuses other numbers', () => {
    for (const value of ['055-123-4567', '555-123', '555-123-4567890', '55-5123-4567', 'abc-def-ghij'])
      expect(phoneError(value)).toBe('Please enter a valid phone number');
  });
  it('needs a number for SMS consent when Twilio is required', () => {
    expect(phoneError('', true, true)).toBe('Mobile number is required');
    expect(phoneError('', false, true)).toBeUndefined();
    expect(phoneError('', true, false)).toBeUndefined();
    expect(phoneError('555-123-4567', true, true)).toBeUndefined();
  });
});
