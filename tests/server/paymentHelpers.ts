import { randomBytes } from 'node:crypto';

import { expect } from 'vitest';

import { type CheckoutRequest, sandboxCards } from '../../contracts/checkout';
import * as apiPaths from '../../contracts/paths';
import type { RegistrationRequest } from '../../contracts/registration';
import { type TestServer, uniqueEmail } from './helpers';

/** Shared steps of the cart and payment server tests: register, create a card payment method, check out. */

export async function registerFor(
  t: TestServer,
  configCourseId: number,
  organisationId = 1001,
  extra: Partial<RegistrationRequest> = {},
) {
  const emailId = uniqueEmail('buyer');
  const res = await t.call({
    method: 'POST',
    url: apiPaths.registration,
    payload: {
      configCourseId,
      organisationId,
      ...extra,
      student: { firstName: 'Casey', lastName: 'Buyer', emailId, password: 'Kite-runner7' },
    } satisfies RegistrationRequest,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, studentId: res.body.data.studentId as number, email: emailId };
}

/** Creates a card payment method (answered 200) for whoever `auth` signs in as. */
async function createCardMethod(
  t: TestServer,
  auth: { token?: string; headers?: Record<string, string> },
  cardNumber: string,
  nameOnCard: string,
) {
  const res = await t.call({
    method: 'POST',
    url: apiPaths.paymentMethod,
    ...auth,
    payload: { cardNumber, expiry: '12/39', cvc: '123', nameOnCard, zip: '94105' },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { paymentMethodId: string; brand: string; last4: string };
}

export const cardMethod = (t: TestServer, token: string, cardNumber: string = sandboxCards.success) =>
  createCardMethod(t, { token }, cardNumber, 'Casey Buyer');

/** The parent's card, created with the parent link's token (sent as it is, without 'Bearer'). */
export const parentCardMethod = (t: TestServer, parentToken: string) =>
  createCardMethod(t, { headers: { authorization: parentToken } }, sandboxCards.success, 'Pat Parent');

/** A registered student of course 611 with a working card payment method (its id in `pm`). */
export async function buyerWithCard(t: TestServer) {
  const s = await registerFor(t, 611);
  const pm = await cardMethod(t, s.token);
  return { ...s, pm: pm.paymentMethodId };
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

/** The cart of most payment tests: course 611 alone at its price. */
export const base611Lines: NonNullable<CheckoutRequest['studentPaymentTrxLines']> = [
  { configCourseId: 611, priceTypeCode: 'BASEPR', price: 24.95 },
];

/** A card checkout of course 611 alone. */
export const card611Checkout = (studentId: number, paymentMethodId: string, o: Partial<CheckoutRequest> = {}) =>
  cardCheckout(studentId, 611, paymentMethodId, base611Lines, 24.95, o);

/** A card payment of an existing pending order (pay later, the parent request): no lines, the order's total. */
export const pendingOrderCheckout = (
  studentId: number,
  studentPaymentTrxId: number,
  paymentMethodId: string,
  totalAmount = 24.95,
): CheckoutRequest => ({ ...cardCheckout(studentId, 611, paymentMethodId, [], totalAmount), studentPaymentTrxId });

/** A pay-later order of course 611 alone. */
export const payLaterCheckout = (studentId: number, o: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentGateway: 'paylater',
  isPayLater: true,
  totalAmount: 24.95,
  student: { studentId },
  configCourse: { configCourseId: 611 },
  studentPaymentTrxLines: base611Lines,
  idempotencyKey: newKey(),
  ...o,
});

/** The parent payment request: a pay-later order whose link is mailed to `requestEmail`. */
export const parentRequestCheckout = (studentId: number, requestEmail: string, o: Partial<CheckoutRequest> = {}) =>
  payLaterCheckout(studentId, { isParentPaymentRequest: true, requestEmail, ...o });

export const checkout = (t: TestServer, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: apiPaths.checkout, payload: body as object, token, headers });

/** The parent pays the pending order by card, signed in with the parent link's token (sent without 'Bearer'). */
export const payAsParent = (
  t: TestServer,
  order: { parentToken: string; studentId: number; studentPaymentTrxId: number },
  paymentMethodId: string,
  totalAmount = 24.95,
) =>
  checkout(
    t,
    undefined,
    pendingOrderCheckout(order.studentId, order.studentPaymentTrxId, paymentMethodId, totalAmount),
    {
      authorization: order.parentToken,
    },
  );

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
