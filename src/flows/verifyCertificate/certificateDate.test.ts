import { describe, expect, it } from 'vitest';

import { formatCompletionDate } from './certificateDate';

describe('formatCompletionDate', () => {
  it.each([
    ['en', 'March 14, 2026'],
    ['es-LA', '14 de marzo de 2026'],
    ['ru', '14 марта 2026 г.'],
    ['zh', '2026年3月14日'],
  ])('writes the day out in %s', (locale, expected) => {
    expect(formatCompletionDate('2026-03-14', locale)).toBe(expected);
  });

  it('reads the date as a calendar day, so the first of January stays the first', () => {
    expect(formatCompletionDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });
});
