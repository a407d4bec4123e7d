import { describe, expect, it } from 'vitest';

import { formatMoney } from './money';

describe('formatMoney (02 §9 two decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatMoney(12, 'en')).toBe('$12.00');
    expect(formatMoney(12.5, 'en')).toBe('$12.50');
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('$0.30');
  });
  it("uses the reader's locale and falls back for unknown tags", () => {
    expect(formatMoney(1234.5, 'ru')).toMatch(/1\s?234,50/);
    expect(formatMoney(5, 'xx-invalid-tag-!!')).toBe('$5.00');
  });
});
