import { describe, expect, it } from 'vitest';

import { isLowRating, ratingOf, surveyOutputOf } from './surveyRules';

describe('survey rules (02 §2 Survey, §9)', () => {
  it('warns for one or two stars only', () => {
    expect(isLowRating(20)).toBe(true);
    expect(isLowRating(40)).toBe(true);
    expect(isLowRating(60)).toBe(false);
    expect(isLowRating(100)).toBe(false);
    expect(isLowRating(undefined)).toBe(false);
  });
  it('sends the rating as stars / 20', () => {
    expect(ratingOf(20)).toBe(1);
    expect(ratingOf(100)).toBe(5);
  });
  it('reads the outcome a final state names, and refuses anything else', () => {
    expect(surveyOutputOf({ outcome: 'skipped' })).toEqual({ outcome: 'skipped' });
    expect(() => surveyOutputOf(undefined)).toThrow();
    expect(() => surveyOutputOf({ outcome: 'lost' })).toThrow();
  });
});
