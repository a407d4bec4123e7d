import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import type { FlexiField } from '@contracts/courseConfig';

import { optionalField } from '../../../tests/model/profile.fixtures';
import {
  otherInformationAnswers,
  otherInformationFormSchema,
  type OtherInformationFormValues,
  otherInformationFormValues,
} from './otherInformationForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const field = optionalField;

const today = new Date(Date.UTC(2026, 5, 15));
const messagesOf = (fields: FlexiField[], values: Partial<OtherInformationFormValues>) => {
  const result = otherInformationFormSchema(i18n, { fields, today }).safeParse({
    flexi: {},
    flexiConfirm: {},
    otherCourt: '',
    ...values,
  });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('02 §5 Other information rules', () => {
  it("says '{label} is required' for an empty required field", () => {
    const permit = field({
      flexiFieldId: 6,
      flexiFieldName: 'PermitNumber',
      flexiFieldDescription: 'Learner Permit Number',
      isMandatoryField: true,
    });
    expect(messagesOf([permit], { flexi: { f6: ' ' } })).toEqual({ 'flexi.f6': 'Learner Permit Number is required' });
  });

  it('takes text of 2 to 40 characters, and 2 to 100 for names with "agent"', () => {
    const text = field({ flexiFieldId: 6, flexiFieldName: 'PermitNumber' });
    const agent = field({ flexiFieldId: 9, flexiFieldName: 'INSURANCEAGENTNAME' });
    expect(messagesOf([text, agent], { flexi: { f6: 'P', f9: 'A' } })).toEqual({
      'flexi.f6': 'Minimum 2 characters required',
      'flexi.f9': 'Minimum 2 characters required',
    });
    expect(messagesOf([text, agent], { flexi: { f6: 'P'.repeat(41), f9: 'A'.repeat(101) } })).toEqual({
      'flexi.f6': 'Maximum 40 characters allowed',
      'flexi.f9': 'Maximum 100 characters allowed',
    });
    expect(messagesOf([text, agent], { flexi: { f6: 'P'.repeat(40), f9: 'A'.repeat(100) } })).toEqual({});
  });

  it('wants exactly 10 digits in a phone-like field, an 11-character SSN and 4 last digits', () => {
    const phone = field({ flexiFieldId: 10, flexiFieldName: 'AGENTPHONE' });
    const ssn = field({ flexiFieldId: 7, flexiFieldName: 'SSN' });
    const lastFour = field({ flexiFieldId: 8, flexiFieldName: 'SSNLASTFOUR', flexiFieldType: 'NUMBER' });
    expect(messagesOf([phone, ssn, lastFour], { flexi: { f10: '555123456', f7: '123-45-678', f8: '678' } })).toEqual({
      'flexi.f10': 'Enter exactly 10 digits',
      'flexi.f7': 'Enter a valid SSN number',
      'flexi.f8': 'Enter the last 4 digits of your SSN',
    });
    expect(messagesOf([phone, ssn, lastFour], { flexi: { f10: '5551234567', f7: '123-45-6789', f8: '6789' } })).toEqual(
      {},
    );
  });

  it("needs a matching confirm copy ('{id} must match')", () => {
    const permit = field({
      flexiFieldId: 6,
      flexiFieldName: 'PermitNumber',
      flexiFieldDescription: 'Permit',
      isValidationRequired: true,
    });
    expect(messagesOf([permit], { flexi: { f6: 'P123' }, flexiConfirm: { f6: 'P124' } })).toEqual({
      'flexiConfirm.f6': 'Permit must match',
    });
    expect(messagesOf([permit], { flexi: { f6: 'P123' }, flexiConfirm: { f6: 'P123' } })).toEqual({});
  });

  it('dates are MM-DD-YYYY; a changed date other than the citation date is today or later', () => {
    const citation = field({ flexiFieldId: 3, flexiFieldName: 'CITATIONDATE', flexiFieldType: 'DATE' });
    const court = field({
      flexiFieldId: 4,
      flexiFieldName: 'CITATIONDUEDATE',
      flexiFieldType: 'DATE',
      value: '2026-06-01',
    });
    expect(messagesOf([citation, court], { flexi: { f3: '2026-01-01', f4: '06-01-2026' } })).toEqual({
      'flexi.f3': 'Date Format Invalid Use the following format MM-DD-YYYY',
    });
    // The stored (past) court date stays valid; a changed one cannot be before today; the citation date has no minimum.
    expect(messagesOf([citation, court], { flexi: { f3: '01-01-2020', f4: '06-01-2026' } })).toEqual({});
    expect(messagesOf([citation, court], { flexi: { f3: '01-01-2020', f4: '06-14-2026' } })).toEqual({
      'flexi.f4': 'The date cannot be before today',
    });
    expect(messagesOf([citation, court], { flexi: { f3: '08-01-2026', f4: '07-01-2026' } })).toEqual({
      'flexi.f4': 'The court date cannot be before the citation date',
    });
    expect(messagesOf([citation, court], { flexi: { f3: '01-01-2020', f4: '06-15-2026' } })).toEqual({});
  });

  it("asks the typed court when COURT is 'Other'", () => {
    const court = field({ flexiFieldId: 2, flexiFieldName: 'COURT', flexiFieldType: 'DROPDOWN' });
    expect(messagesOf([court], { flexi: { f2: 'Other' } })).toEqual({ otherCourt: 'Other court is required' });
    expect(messagesOf([court], { flexi: { f2: 'Other' }, otherCourt: 'Night court' })).toEqual({});
  });

  it('asks field 161 (required) only while field 89 is Los Angeles (2815)', () => {
    const county = field({
      flexiFieldId: 89,
      flexiFieldName: 'CITATIONCOUNTY',
      flexiFieldType: 'DROPDOWN',
      isMandatoryField: true,
    });
    const agency = field({
      flexiFieldId: 161,
      flexiFieldName: 'COUNTYAGENCY',
      flexiFieldType: 'DROPDOWN',
      flexiFieldDescription: 'County agency',
    });
    expect(messagesOf([county, agency], { flexi: { f89: '2815', f161: '' } })).toEqual({
      'flexi.f161': 'County agency is required',
    });
    expect(messagesOf([county, agency], { flexi: { f89: '2830', f161: '' } })).toEqual({});
  });
});

describe('the form values and the answers', () => {
  const fields = [
    field({ flexiFieldId: 2, flexiFieldName: 'COURT', flexiFieldType: 'DROPDOWN', value: 'Other' }),
    field({ flexiFieldId: 4, flexiFieldName: 'CITATIONDUEDATE', flexiFieldType: 'DATE', value: '2026-07-01' }),
    field({ flexiFieldId: 6, flexiFieldName: 'PermitNumber', isValidationRequired: true, value: 'P123' }),
    field({ flexiFieldId: 89, flexiFieldName: 'CITATIONCOUNTY', flexiFieldType: 'DROPDOWN', value: '2830' }),
    field({ flexiFieldId: 161, flexiFieldName: 'COUNTYAGENCY', flexiFieldType: 'DROPDOWN', value: 'Old agency' }),
  ];
  const course = {
    configCourseId: 612,
    courseName: 'Court course',
    vehicleTag: null,
    otherCourt: 'Night court',
    studentFlexiFieldDtoList: fields,
  };

  it('shows the stored answers: dates MM-DD-YYYY, confirm copies equal, the typed court', () => {
    expect(otherInformationFormValues(course)).toEqual({
      flexi: { f2: 'Other', f4: '07-01-2026', f6: 'P123', f89: '2830', f161: 'Old agency' },
      flexiConfirm: { f6: 'P123' },
      otherCourt: 'Night court',
    });
  });

  it('answers dates as YYYY-MM-DD, confirm copies and OtherCourt by name, and clears 161 unless Los Angeles', () => {
    const values = otherInformationFormValues(course);
    expect(otherInformationAnswers(fields, values)).toEqual([
      { flexiFieldId: 2, flexiFieldName: 'COURT', value: 'Other' },
      { flexiFieldId: 2, flexiFieldName: 'OtherCourt', value: 'Night court' },
      { flexiFieldId: 4, flexiFieldName: 'CITATIONDUEDATE', value: '2026-07-01' },
      { flexiFieldId: 6, flexiFieldName: 'PermitNumber', value: 'P123' },
      { flexiFieldId: 6, flexiFieldName: 'PermitNumberCONFIRM', value: 'P123' },
      { flexiFieldId: 89, flexiFieldName: 'CITATIONCOUNTY', value: '2830' },
      { flexiFieldId: 161, flexiFieldName: 'COUNTYAGENCY', value: '' },
    ]);
    const la = { ...values, flexi: { ...values.flexi, f89: '2815', f161: 'Pasadena Police Department' } };
    expect(otherInformationAnswers(fields, la).at(-1)).toEqual({
      flexiFieldId: 161,
      flexiFieldName: 'COUNTYAGENCY',
      value: 'Pasadena Police Department',
    });
  });
});
