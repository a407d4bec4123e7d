import { describe, expect, it } from 'vitest';

import { sandboxCards } from '@contracts/checkout';

import { cardDigits, expiryInPast, formatCardNumber, luhnValid, validCardNumber } from './cardRules';

describe('luhnValid', () => {
  it('accepts the sandbox test cards and other real-format numbers', () => {
    expect(luhnValid(sandboxCards.success)).toBe(true);
    expect(luhnValid(sandboxCards.declined)).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
  });
  it('refuses a number with a wrong check digit or non-digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });
  it('drops other characters and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 42x42')).toBe('4242 4242 4242');
    expect(cardDigits(formatCardNumber('1'.repeat(25)))).toHaveLength(19);
  });
});

describe('validCardNumber', () => {
  it('needs 12 to 19 Luhn-valid digits, spaces allowed', () => {
    expect(validCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(validCardNumber('42')).toBe(false);
    expect(validCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(validCardNumber('0'.repeat(20))).toBe(false);
  });
});

describe('expiryInPast', () => {
  const now = new Date(2026, 10, 21);
  it('keeps a card valid through its expiry month', () => {
    expect(expiryInPast('11/26', now)).toBe(false);
    expect(expiryInPast('12/26', now)).toBe(false);
    expect(expiryInPast('01/27', now)).toBe(false);
  });
  it('finds earlier months and years expired', () => {
    expect(expiryInPast('10/26', now)).toBe(true);
    expect(expiryInPast('12/25', now)).toBe(true);
  });
  it('leaves a malformed expiry to the format check', () => {
    expect(expiryInPast('13/26', now)).toBe(false);
  });
});
