import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { courtLookupFormSchema } from './courtLookupForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
const messages = (values: { caseNumber: string; citationNumber: string }) => {
  const result = courtLookupFormSchema(i18n).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('courtLookupFormSchema (01 §5 Court lookup)', () => {
  it('accepts letters and digits, trimmed', () => {
    expect(courtLookupFormSchema(i18n).parse({ caseNumber: ' SAC2026001 ', citationNumber: 'CIT2026001' })).toEqual({
      caseNumber: 'SAC2026001',
      citationNumber: 'CIT2026001',
    });
  });
  it('words each rule per field', () => {
    expect(messages({ caseNumber: '', citationNumber: '' })).toEqual(
      expect.arrayContaining(['Case Number is required', 'Citation Number is required']),
    );
    expect(messages({ caseNumber: 'A'.repeat(36), citationNumber: 'B'.repeat(36) })).toEqual([
      'Case Number should be between 1 to 35',
      'Citation Number should be between 1 to 35',
    ]);
    expect(messages({ caseNumber: 'SAC-1', citationNumber: 'CIT 1' })).toEqual([
      'Case Number should only contain alphabets',
      'Citation Number should only contain alphabets',
    ]);
  });
});
