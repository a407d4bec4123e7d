/** Pure rules of the card form (02 §7 Card payment method creation): digits, Luhn check, grouping, expiry. */

export const cardNumberLength = { min: 12, max: 19 } as const;

/** The digits of a typed card number (spaces and dashes dropped). */
export const cardDigits = (typed: string): string => typed.replace(/\D/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A typed card number shown in groups of four, at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed).slice(0, cardNumberLength.max);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A plausible card number: 12–19 digits passing the Luhn check. */
export function validCardNumber(typed: string): boolean {
  const digits = cardDigits(typed);
  return digits.length >= cardNumberLength.min && digits.length <= cardNumberLength.max && luhnValid(digits);
}

export const expiryPattern = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A card is good through the last day of its expiry month. */
export function expiryInPast(expiry: string, now: Date): boolean {
  const match = expiryPattern.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}
