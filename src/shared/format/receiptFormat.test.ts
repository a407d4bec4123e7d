import { describe, expect, it } from 'vitest';

import { formatPaymentDate, formatReceiptMoney } from '@shared/format/receiptFormat';

describe('formatReceiptMoney (02 §9 two decimals)', () => {
  it('shows two decimals', () => {
    expect(formatReceiptMoney(24.5, 'en')).toBe('$24.50');
    expect(formatReceiptMoney(0, 'en')).toBe('$0.00');
  });
  it('shows a negative line with a minus sign before the currency', () => {
    expect(formatReceiptMoney(-5, 'en')).toBe('−$5.00');
  });
  it('falls back to English for a tag Intl does not know', () => {
    expect(formatReceiptMoney(1.1, 'xx-INVALID-TAG-123456789')).toBe('$1.10');
  });
});

describe('formatPaymentDate', () => {
  it('shows the date in the reader locale', () => {
    expect(formatPaymentDate('2026-03-04T10:00:00Z', 'en-US')).toBe('Mar 4, 2026');
  });
  it('shows an unreadable value as sent', () => {
    expect(formatPaymentDate('not a date', 'en')).toBe('not a date');
  });
});
