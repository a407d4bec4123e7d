import { randomBytes } from 'node:crypto';

import {
  checkoutFailureCodes,
  checkoutMessages,
  type PaymentMethodRequest,
  sandboxCards,
} from '../../contracts/checkout';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

/** Card number rules of the payment-method call. The number itself is never stored or logged. */

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Brand by the issuer prefix (IIN ranges of the main networks). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'Diners Club';
  return 'Card';
}

/** MM/YY → month and four-digit year; expired when the month is over (cards are valid through their month). */
export function parseExpiry(expiry: string, now: Date): { month: number; year: number; expired: boolean } {
  const [mm, yy] = expiry.split('/');
  const month = Number(mm);
  const year = 2000 + Number(yy);
  const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  return { month, year, expired };
}

export const instrumentText = (brand: string, last4: string) => `${brand} •••• ${last4}`;

export interface StoredPaymentMethod {
  payment_method_id: string;
  brand: string;
  last4: string;
  sandbox_declines: boolean;
}

/** Checks the card and stores what the receipt needs (brand, last four, expiry) and the sandbox outcome. */
export async function createSandboxPaymentMethod(
  db: Queryable,
  studentId: number,
  card: PaymentMethodRequest,
  now: Date,
) {
  if (!luhnValid(card.cardNumber))
    throw new ApiError(400, checkoutMessages.cardInvalid, checkoutFailureCodes.cardInvalid);
  const expiry = parseExpiry(card.expiry, now);
  if (expiry.expired) throw new ApiError(400, checkoutMessages.cardExpired, checkoutFailureCodes.cardExpired);
  const paymentMethodId = `pm_sandbox_${randomBytes(12).toString('hex')}`;
  const brand = cardBrand(card.cardNumber);
  const last4 = card.cardNumber.slice(-4);
  await db.query(
    `insert into payment_methods (payment_method_id, student_id, gateway, brand, last4, exp_month, exp_year, sandbox_declines, created_at)
     values ($1, $2, 'Sandbox', $3, $4, $5, $6, $7, $8)`,
    [
      paymentMethodId,
      studentId,
      brand,
      last4,
      expiry.month,
      expiry.year,
      card.cardNumber === sandboxCards.declined,
      now,
    ],
  );
  return { paymentMethodId, brand, last4 };
}

export async function findPaymentMethod(
  db: Queryable,
  studentId: number,
  paymentMethodId: string,
): Promise<StoredPaymentMethod | undefined> {
  const [row] = await db.query<StoredPaymentMethod>(
    'select payment_method_id, brand, last4, sandbox_declines from payment_methods where payment_method_id = $1 and student_id = $2',
    [paymentMethodId, studentId],
  );
  return row;
}
