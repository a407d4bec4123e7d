import { describe, expect, it } from 'vitest';

import { isoDay, isoFromUsDate, parseUsDate, usDateFromIso } from './usDate';

describe('MM-DD-YYYY dates', () => {
  it('parses real dates only', () => {
    expect(parseUsDate('02-29-2000')?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseUsDate('02-29-2001')).toBeUndefined();
    expect(parseUsDate('2000-02-29')).toBeUndefined();
  });
  it('converts to and from a native date input value', () => {
    expect(isoFromUsDate('05-17-1980')).toBe('1980-05-17');
    expect(isoFromUsDate('17-05-1980')).toBe('');
    expect(usDateFromIso('1980-05-17')).toBe('05-17-1980');
    expect(usDateFromIso('')).toBe('');
    expect(isoDay(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02');
  });
});
