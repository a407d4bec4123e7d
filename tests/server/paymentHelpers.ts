import { randomBytes } from 'node:crypto';

import { expect } from 'vitest';

import { type CheckoutRequest, sandboxCards } from '../../contracts/checkout';
import * as apiPaths from '../../contracts/paths';
import type { RegistrationRequest } from '../../contracts/registration';
import type { TestServer } from './helpers';

/** Shared steps of the cart and payment server tests: register, create a card payment method, check out. */

export async function registerFor(
  t: TestServer,
  configCourseId: number,
  organisationId = 1001,
  extra: Partial<RegistrationRequest> = {},
) {
  const emailId = `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const res = await t.call({
    method: 'POST',
    url: apiPaths.registration,
    payload: {
      configCourseId,
      organisationId,
      ...extra,
      student: { firstName: 'Casey', lastName: 'Buyer', emailId, password: 'secret123' },
    } satisfies RegistrationRequest,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, studentId: res.body.data.studentId as number, email: emailId };
}

export async function cardMethod(t: TestServer, token: string, cardNumber: string = sandboxCards.success) {
  const res = await t.call({
    method: 'POST',
    url: apiPaths.paymentMethod,
    token,
    payload: { cardNumber, expiry: '12/39', cvc: '123', nameOnCard: 'Casey Buyer', zip: '94105' },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { paymentMethodId: string; brand: string; last4: string };
}

export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

export const cardCheckout = (
  studentId: number,
  configCourseId: number,
  paymentMethodId: string,
  lines: CheckoutRequest['studentPaymentTrxLines'],
  totalAmount: number,
  o: Partial<CheckoutRequest> = {},
): CheckoutRequest => ({
  paymentGateway: 'Sandbox',
  totalAmount,
  student: { studentId },
  configCourse: { configCourseId },
  studentPaymentTrxLines: lines,
  nonceFromTheClient: paymentMethodId,
  idempotencyKey: newKey(),
  ...o,
});

export const checkout = (t: TestServer, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: apiPaths.checkout, payload: body as object, token, headers });

export async function trxCount(t: TestServer, studentId: number) {
  return (
    await t.db.query<{ n: number }>('select count(*)::int as n from payment_transactions where student_id = $1', [
      studentId,
    ])
  )[0].n;
}

export async function courseRows(t: TestServer, studentId: number) {
  return t.db.query<{ config_course_id: number; status: string; payment_trx_id: number | null }>(
    'select config_course_id, status, payment_trx_id from student_courses where student_id = $1 order by config_course_id',
    [studentId],
  );
}
