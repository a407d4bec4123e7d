import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { discountFormSchema } from './discountForm';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('discount form (02 §3 Discount)', () => {
  const schema = discountFormSchema(i18n);
  it('takes a trimmed code of either type', () => {
    expect(schema.parse({ type: 'GIFTCERTIFICATE', code: '  GIFT25 ' })).toEqual({
      type: 'GIFTCERTIFICATE',
      code: 'GIFT25',
    });
  });
  it('asks for a code when the field is empty', () => {
    const result = schema.safeParse({ type: 'DISCOUNTCODE', code: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please enter a code');
  });
  it('refuses codes over 50 characters', () => {
    expect(schema.safeParse({ type: 'DISCOUNTCODE', code: 'x'.repeat(51) }).error?.issues[0].message).toBe(
      'A code has at most 50 characters',
    );
  });
});
