import { describe, expect, it } from 'vitest';

import type { FlexiField } from '@contracts/courseConfig';

import { dropdownChoices, formatSsn } from './flexiFieldInput';
import { completionBy, formatPhone } from './flexiFieldRules';

describe('formatSsn (01 §5)', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['123-45-67890', '123-45-6789'],
    ['12a3', '123'],
  ])('%s → %s', (typed, shown) => expect(formatSsn(typed)).toBe(shown));
});

describe('formatPhone (01 §3 ###-###-####)', () => {
  it.each([
    ['555', '555'],
    ['5551', '555-1'],
    ['5551234567', '555-123-4567'],
    ['(555) 123-45678', '555-123-4567'],
  ])('%s → %s', (typed, shown) => expect(formatPhone(typed)).toBe(shown));
});

describe('completionBy (01 §5 citation due date rule)', () => {
  const today = new Date(2025, 5, 1); // 1 June 2025, local time
  it('is 7 days before the court date, with the days left from today', () => {
    expect(completionBy('2025-06-30', today)).toEqual({ date: '2025-06-23', daysLeft: 22 });
    expect(completionBy('2025-06-08', today)).toEqual({ date: '2025-06-01', daysLeft: 0 });
  });
  it('crosses months and never counts below 0', () => {
    expect(completionBy('2025-07-03', today)).toEqual({ date: '2025-06-26', daysLeft: 25 });
    expect(completionBy('2025-06-02', today)).toEqual({ date: '2025-05-26', daysLeft: 0 });
  });
  it('ignores empty or invalid dates', () => {
    expect(completionBy('', today)).toBeUndefined();
    expect(completionBy('2025-02-30', today)).toBeUndefined();
    expect(completionBy('06/30/2025', today)).toBeUndefined();
  });
});

const field = (fields: Partial<FlexiField>): FlexiField => ({
  flexiFieldId: 2,
  flexiFieldType: 'DROPDOWN',
  flexiFieldName: 'COURT',
  flexiFieldDescription: 'Court',
  isMandatoryField: true,
  isValidationRequired: false,
  refFieldValue: null,
  value: null,
  dropdownItems: [],
  ...fields,
});

describe('dropdownChoices', () => {
  const court = field({
    dropdownItems: [
      { value: 'A1', label: 'A1', refFieldValue: 'A' },
      { value: 'B1', label: 'B1', refFieldValue: 'B' },
      { value: 'Other', label: 'Other', refFieldValue: null },
    ],
  });
  it("offers the chosen county's courts and 'Other'", () => {
    expect(dropdownChoices(court, 'A')).toEqual([
      { value: 'A1', label: 'A1' },
      { value: 'Other', label: 'Other' },
    ]);
    expect(dropdownChoices(court, undefined)).toEqual([{ value: 'Other', label: 'Other' }]);
  });
  it("adds 'Other' to a court list without it, and leaves other lists alone", () => {
    expect(dropdownChoices(field({ dropdownItems: [] }), 'A')).toEqual([{ value: 'Other', label: 'Other' }]);
    const county = field({
      flexiFieldName: 'COUNTY',
      dropdownItems: [{ value: 'A', label: 'Alpha', refFieldValue: null }],
    });
    expect(dropdownChoices(county, undefined)).toEqual([{ value: 'A', label: 'Alpha' }]);
  });
});
