import type { FlexiField } from '@contracts/courseConfig';

import { digitsOnly, flexiNames, otherCourtValue } from './flexiFieldRules';

/* What the flexi inputs do as they are used: loaded with them, only for a course that has flexi fields. */

/** 01 §5 SSN: dashes are inserted after the 3rd and 5th digits (###-##-####). */
export function formatSsn(value: string): string {
  const digits = digitsOnly(value).slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * The dropdown choices of a field. COURT depends on COUNTY: only courts of the chosen county
 * (and choices for every county, such as 'Other') are offered, and 'Other' is always there.
 */
export function dropdownChoices(
  field: FlexiField,
  countyValue: string | undefined,
): Array<{ value: string; label: string }> {
  const items = field.dropdownItems.filter(
    (item) =>
      item.refFieldValue === null || field.flexiFieldName !== flexiNames.court || item.refFieldValue === countyValue,
  );
  const choices = items.map(({ value, label }) => ({ value, label }));
  if (field.flexiFieldName === flexiNames.court && !choices.some((c) => c.value === otherCourtValue))
    choices.push({ value: otherCourtValue, label: otherCourtValue });
  return choices;
}
