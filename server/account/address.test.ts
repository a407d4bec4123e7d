import { describe, expect, it } from 'vitest';

import { isoFromUsDate, plausibleStreet, plausibleZip, usDateFromIso } from './address';

describe('address checks', () => {
  it('needs a number and a name in the street', () => {
    expect(plausibleStreet('12 Main Street')).toBe(true);
    expect(plausibleStreet('Main Street')).toBe(false);
    expect(plausibleStreet('12345')).toBe(false);
  });
  it('matches the ZIP first digit to the state', () => {
    expect(plausibleZip('94105', 'CA')).toBe(true);
    expect(plausibleZip('43004', 'OH')).toBe(true);
    expect(plausibleZip('94105', 'OH')).toBe(false);
    expect(plausibleZip('00000', null)).toBe(false);
    expect(plausibleZip('06390', 'NY')).toBe(true);
  });
  it('converts MM-DD-YYYY and refuses impossible dates', () => {
    expect(isoFromUsDate('04-15-2008')).toBe('2008-04-15');
    expect(isoFromUsDate('02-30-2008')).toBeUndefined();
    expect(usDateFromIso('2008-04-15')).toBe('04-15-2008');
  });
});
