import { describe, expect, it } from 'vitest';

import { digitsOnly, isCompleteCode } from './verificationCode';

describe('verification code rules (01 §5)', () => {
  it('drops everything that is not a digit', () => {
    expect(digitsOnly('12a 3-4')).toBe('1234');
    expect(digitsOnly('abc')).toBe('');
  });

  it('keeps at most 6 digits', () => {
    expect(digitsOnly('12345678')).toBe('123456');
  });

  it('is complete at exactly 6 digits only', () => {
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
