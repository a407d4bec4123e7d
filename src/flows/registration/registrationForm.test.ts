import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import type { FlexiField } from '@contracts/courseConfig';

import {
  emptyRegistrationForm,
  parseAllowedDomains,
  type RegistrationFormOptions,
  type RegistrationFormValues,
} from './registrationForm';
import { emailDomainAllowed, registrationFormSchema } from './registrationFormSchema';
import { buildRegistrationRequest } from './registrationRequest';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const field = (id: number, fields: Partial<FlexiField>): FlexiField => ({
  flexiFieldId: id,
  flexiFieldType: 'TEXT',
  flexiFieldName: `F${id}`,
  flexiFieldDescription: `Field ${id}`,
  isMandatoryField: false,
  isValidationRequired: false,
  refFieldValue: null,
  value: null,
  dropdownItems: [],
  ...fields,
});

const flexi = [
  field(1, { flexiFieldName: 'COUNTY', flexiFieldType: 'DROPDOWN', isMandatoryField: true }),
  field(2, { flexiFieldName: 'COURT', flexiFieldType: 'DROPDOWN', isMandatoryField: true }),
  field(3, { flexiFieldName: 'CITATIONDUEDATE', flexiFieldType: 'DATE', isMandatoryField: true }),
  field(5, { flexiFieldName: 'VEHICLE_TAG', isMandatoryField: true }),
  field(6, {
    flexiFieldName: 'PermitNumber',
    flexiFieldDescription: 'Learner Permit Number',
    isValidationRequired: true,
  }),
  field(7, { flexiFieldName: 'SSN' }),
];

const options = (over: Partial<RegistrationFormOptions> = {}): RegistrationFormOptions => ({
  stateRequired: false,
  parentEmail: false,
  allowedEmailDomains: [],
  flexiFields: [],
  ...over,
});

const valid: RegistrationFormValues = {
  ...emptyRegistrationForm([], undefined),
  firstName: "Mary O'Neil",
  lastName: 'Smith 2',
  emailId: 'mary@example.com',
  password: 'secret1',
};

function errors(values: Partial<RegistrationFormValues>, opts = options()): Record<string, string> {
  const result = registrationFormSchema(i18n, opts).safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registrationFormSchema (01 §5, word for word)', () => {
  it('accepts a valid form', () => expect(errors({})).toEqual({}));

  it('checks the names', () => {
    expect(errors({ firstName: '', lastName: '' })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    expect(errors({ firstName: '  ', lastName: ' ' })).toEqual({
      firstName: 'Please enter at least 1 character',
      lastName: 'Please enter at least 1 character',
    });
    expect(errors({ firstName: 'a'.repeat(36) })).toEqual({
      firstName: 'Input exceeds maximum character limit of 35 characters',
    });
    expect(errors({ firstName: 'a'.repeat(35) })).toEqual({});
    for (const names of [
      { firstName: ' Mary', lastName: "'Smith" },
      { firstName: 'Mary!', lastName: 'Sm-ith' },
    ]) {
      expect(errors(names)).toEqual({
        firstName: 'Please enter a valid firstname',
        lastName: 'Please enter a valid lastname',
      });
    }
  });

  it('checks the e-mail and its allowed domains', () => {
    expect(errors({ emailId: '' })).toEqual({ emailId: 'Email Address is required' });
    expect(errors({ emailId: 'mary@' })).toEqual({ emailId: 'Please enter a valid email address' });
    expect(errors({ emailId: ' mary@example.com ' })).toEqual({});
    const restricted = options({ allowedEmailDomains: parseAllowedDomains('acme.example, .acme-fleet.example') });
    expect(errors({ emailId: 'mary@example.com' }, restricted)).toEqual({ emailId: ' Enter a valid email' });
    expect(errors({ emailId: 'mary@acme.example' }, restricted)).toEqual({});
    expect(errors({ emailId: 'mary@west.acme-fleet.example' }, restricted)).toEqual({});
  });

  it('checks the parent e-mail only when shown', () => {
    const parent = options({ parentEmail: true });
    expect(errors({ parentEmail: 'MARY@example.com' }, parent)).toEqual({
      parentEmail: 'Parent ID and student ID cannot be the same',
    });
    expect(errors({ parentEmail: 'nope' }, parent)).toEqual({ parentEmail: 'Please enter a valid email address' });
    expect(errors({ parentEmail: 'dad@example.com' }, parent)).toEqual({});
    expect(errors({ parentEmail: 'MARY@example.com' })).toEqual({});
  });

  it('checks the mobile number', () => {
    expect(errors({ mobileNumber: '555-1234' })).toEqual({ mobileNumber: 'Please enter valid phone number' });
    expect(errors({ isStudentOptSms: true })).toEqual({ mobileNumber: 'Mobile number is required' });
    expect(errors({ isStudentOptSms: true, mobileNumber: '555-123-4567' })).toEqual({});
  });

  it('checks the password', () => {
    expect(errors({ password: '' })).toEqual({ password: 'Password is required' });
    expect(errors({ password: '12345' })).toEqual({ password: 'Password should be between 6 to 30 characters' });
    expect(errors({ password: 'x'.repeat(31) })).toEqual({ password: 'Password should be between 6 to 30 characters' });
  });

  it('asks for a state only with a list', () => {
    expect(errors({}, options({ stateRequired: true }))).toEqual({ stateId: 'State is required' });
    expect(errors({ stateId: '5' }, options({ stateRequired: true }))).toEqual({});
  });

  it('checks the flexi fields', () => {
    const opts = options({ flexiFields: flexi });
    expect(errors({}, opts)).toEqual({
      'flexi.f1': 'This field is required',
      'flexi.f2': 'This field is required',
      'flexi.f3': 'This field is required',
      'flexi.f5': 'This field is required',
    });
    const filled = { f1: 'Orange', f2: 'Other', f3: '2030-01-01', f5: 'G' };
    expect(errors({ flexi: filled }, opts)).toEqual({
      'flexi.f5': 'Please enter at least 2 characters',
      otherCourt: 'Other court is required',
    });
    expect(
      errors(
        {
          flexi: { ...filled, f5: 'G'.repeat(41), f6: 'P1', f7: '123-45-678' },
          flexiConfirm: { f6: 'P2' },
          otherCourt: 'Night Court',
        },
        opts,
      ),
    ).toEqual({
      'flexi.f5': 'Input exceeds maximum character limit of 40 characters',
      'flexi.f7': 'Enter a valid SSN number',
      'flexiConfirm.f6': 'Learner Permit Number must match',
    });
    expect(
      errors(
        {
          flexi: { ...filled, f5: 'G12', f6: 'P1', f7: '123-45-6789' },
          flexiConfirm: { f6: 'P1' },
          otherCourt: 'Night Court',
        },
        opts,
      ),
    ).toEqual({});
  });
});

describe('emailDomainAllowed', () => {
  it('allows any domain without a list', () => expect(emailDomainAllowed('a@b.c', [])).toBe(true));
  it('matches exact domains and endings', () => {
    expect(emailDomainAllowed('a@acme.example', ['acme.example'])).toBe(true);
    expect(emailDomainAllowed('a@sub.acme.example', ['acme.example'])).toBe(false);
    expect(emailDomainAllowed('a@x.gov', ['.gov'])).toBe(true);
  });
});

describe('buildRegistrationRequest (01 §3 Registration payload)', () => {
  it('builds the full request, trimmed, with tracking, flexi answers and ids', () => {
    const values: RegistrationFormValues = {
      ...valid,
      firstName: ' Mary ',
      emailId: ' mary@example.com ',
      parentEmail: ' dad@example.com ',
      mobileNumber: '555-123-4567',
      isStudentOptSms: true,
      stateId: '5',
      flexi: { f1: 'Orange', f2: 'Other', f3: '', f5: 'G12', f6: 'P1' },
      flexiConfirm: { f6: 'P1' },
      otherCourt: ' Night Court ',
    };
    const request = buildRegistrationRequest(values, {
      configCourseId: 612,
      organisationId: 1001,
      stateList: true,
      parentEmail: true,
      countyLedgerId: 5101,
      vehicleTag: 'OLD',
      tracking: { utmSource: 'mail' },
      flexiFields: flexi,
    });
    expect(request).toEqual({
      student: {
        firstName: 'Mary',
        lastName: 'Smith 2',
        emailId: 'mary@example.com',
        parentEmail: 'dad@example.com',
        mobileNumber: '555-123-4567',
        password: 'secret1',
        isStudentOptSms: true,
        isStudentOptMail: true,
        state: { stateId: 5 },
        utmSource: 'mail',
      },
      configCourseId: 612,
      organisationId: 1001,
      countyLedgerId: 5101,
      vehicleTag: 'G12',
      flexifieldList: [
        { flexiFieldId: 1, flexiFieldName: 'COUNTY', value: 'Orange' },
        { flexiFieldId: 2, flexiFieldName: 'COURT', value: 'Other' },
        { flexiFieldId: 2, flexiFieldName: 'OtherCourt', value: 'Night Court' },
        { flexiFieldId: 5, flexiFieldName: 'VEHICLE_TAG', value: 'G12' },
        { flexiFieldId: 6, flexiFieldName: 'PermitNumber', value: 'P1' },
        { flexiFieldId: 6, flexiFieldName: 'PermitNumberCONFIRM', value: 'P1' },
      ],
    });
  });

  it("uses the link's state without a list and leaves empty optional parts out", () => {
    const request = buildRegistrationRequest(valid, {
      configCourseId: 611,
      stateId: 9,
      stateList: false,
      parentEmail: false,
      tracking: {},
      flexiFields: [],
    });
    expect(request).toEqual({
      student: {
        firstName: "Mary O'Neil",
        lastName: 'Smith 2',
        emailId: 'mary@example.com',
        password: 'secret1',
        isStudentOptSms: false,
        isStudentOptMail: true,
        state: { stateId: 9 },
      },
      configCourseId: 611,
      flexifieldList: [],
    });
    expect(
      buildRegistrationRequest(valid, {
        configCourseId: 611,
        stateList: false,
        parentEmail: false,
        tracking: {},
        flexiFields: [],
      }).student.state,
    ).toBeNull();
  });
});
