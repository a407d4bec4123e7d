import { describe, expect, it } from 'vitest';

import { cardBrand, luhnValid, parseExpiry } from './cards';

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('0000')).toBe(false);
  });
  it('names the brand by prefix', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999995')).toBe('Card');
  });
  it('treats a card as valid through its expiry month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(parseExpiry('11/26', now)).toEqual({ month: 11, year: 2026, expired: false });
    expect(parseExpiry('10/26', now).expired).toBe(true);
    expect(parseExpiry('01/27', now).expired).toBe(false);
  });
});
