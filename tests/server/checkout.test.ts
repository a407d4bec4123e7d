import { describe, expect, it } from 'vitest';

import {
  checkoutFailureCodes,
  checkoutMessages,
  type CheckoutRequest,
  checkoutResponseSchema,
} from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { registrationVariants } from '../../server/seed';
import { expectRefusal, seededAccounts, useTestServer } from './helpers';
import { checkout, newKey, registerFor, trxCount } from './paymentHelpers';

const t = useTestServer();

const checkoutBody = (
  studentId: number,
  configCourseId: number,
  o: Partial<CheckoutRequest> = {},
): CheckoutRequest => ({
  paymentGateway: 'BYPASSPAYMENT',
  totalAmount: 0,
  isGatewayBypass: true,
  student: { studentId },
  configCourse: { configCourseId },
  studentPaymentTrxLines: [{ configCourseId, priceTypeCode: 'BASEPR', price: 0 }],
  idempotencyKey: newKey(),
  ...o,
});
const studentState = async (studentId: number) =>
  (
    await t.db.query<{ status: string; default_st_payment_trx_id: number | null }>(
      'select status, default_st_payment_trx_id from students where student_id = $1',
      [studentId],
    )
  )[0];

describe('checkout: payment bypass', () => {
  it('pays a PAYMENT_BYPASS course (3001/911): transaction, lines, course Active, student Active with defaultStPaymentTrxId', async () => {
    const v = registrationVariants.paymentBypass;
    const s = await registerFor(t, v.configCourseId, v.organisationId);
    const res = await checkout(
      t,
      s.token,
      checkoutBody(s.studentId, v.configCourseId, { organisationId: v.organisationId }),
    );
    expect(res.statusCode).toBe(200);
    const body = checkoutResponseSchema.parse(res.body);
    expect(body.status).toEqual({ success: true, message: checkoutMessages.paymentSuccess });
    const { studentPaymentTrxId, studentCourse } = body.data!;

    const [trx] = await t.db.query(
      'select student_id, amount::text as amount, gateway, status, is_gateway_bypass, config_course_id from payment_transactions where payment_trx_id = $1',
      [studentPaymentTrxId],
    );
    expect(trx).toEqual({
      student_id: s.studentId,
      amount: '0.00',
      gateway: 'BYPASSPAYMENT',
      status: 'Completed',
      is_gateway_bypass: true,
      config_course_id: 911,
    });
    const lines = await t.db.query(
      'select config_course_id, price_type_code, price::text as price from payment_transaction_lines where payment_trx_id = $1',
      [studentPaymentTrxId],
    );
    expect(lines).toEqual([{ config_course_id: 911, price_type_code: 'BASEPR', price: '0.00' }]);
    const [sc] = await t.db.query<{
      student_course_id: number;
      status: string;
      payment_trx_id: number;
      purchased_at: Date | null;
      expires_at: Date | null;
    }>(
      'select student_course_id, status, payment_trx_id, purchased_at, expires_at from student_courses where student_id = $1',
      [s.studentId],
    );
    expect(sc).toMatchObject({
      student_course_id: studentCourse.studentCourseId,
      status: 'Active',
      payment_trx_id: studentPaymentTrxId,
    });
    expect(sc.purchased_at).not.toBeNull();
    expect(sc.expires_at).not.toBeNull();
    expect(await studentState(s.studentId)).toEqual({
      status: 'Active',
      default_st_payment_trx_id: studentPaymentTrxId,
    });

    // What the app reads next: details with defaultStPaymentTrxId, the dashboard with the course.
    const details = await t.get(`${apiPaths.studentDetails}?studentId=${s.studentId}`, s.token);
    expect(details.body.data).toMatchObject({ status: 'Active', defaultStPaymentTrxId: studentPaymentTrxId });
    const dashboard = await t.get(`${apiPaths.coursesDashboard}?studentId=${s.studentId}`, s.token);
    expect(dashboard.body.data).toMatchObject([
      { studentCourseId: studentCourse.studentCourseId, configCourseId: 911, status: 'Active' },
    ]);
  });

  it("refuses without PAYMENT_BYPASS 'true' and writes nothing", async () => {
    const s = await registerFor(t, 611, 1001);
    const res = await checkout(t, s.token, checkoutBody(s.studentId, 611));
    expectRefusal(res, 400, checkoutMessages.bypassNotAllowed, checkoutFailureCodes.paymentBypassRefused);
    expect(await trxCount(t, s.studentId)).toBe(0);
    expect(await studentState(s.studentId)).toEqual({ status: 'PaymentPending', default_st_payment_trx_id: null });
  });

  it('refuses a non-zero amount and lines that do not add up', async () => {
    const s = await registerFor(t, 911, 3001);
    const amount = await checkout(
      t,
      s.token,
      checkoutBody(s.studentId, 911, {
        totalAmount: 5,
        studentPaymentTrxLines: [{ configCourseId: 911, priceTypeCode: 'BASEPR', price: 5 }],
      }),
    );
    expect(amount.statusCode).toBe(400);
    expect(amount.body.status.message).toBe('A payment bypass must have a total amount of 0.');
    const lines = await checkout(
      t,
      s.token,
      checkoutBody(s.studentId, 911, {
        studentPaymentTrxLines: [{ configCourseId: 911, priceTypeCode: 'BASEPR', price: 3 }],
      }),
    );
    expect(lines.statusCode).toBe(400);
    expect(lines.body.status.code).toBe(failureCodes.validation);
    expect(await trxCount(t, s.studentId)).toBe(0);
  });

  it("answers 'Payment gateway not available' for gateways this server does not offer", async () => {
    const s = await registerFor(t, 911, 3001);
    // Stripe only with STRIPE_SECRET_KEY (not set here); Paypal, Sandbox and paylater are offered (tests/server/payment.test.ts).
    for (const gateway of ['Stripe', 'Tilled', 'SQUARE', 'Amazon']) {
      const res = await checkout(
        t,
        s.token,
        checkoutBody(s.studentId, 911, { paymentGateway: gateway, totalAmount: 0 }),
      );
      expectRefusal(res, 400, 'Payment gateway not available', checkoutFailureCodes.gatewayUnavailable);
    }
    expect(await trxCount(t, s.studentId)).toBe(0);
  });

  it('requires isGSACourse for the GSA organisation (1481)', async () => {
    const s = await registerFor(t, 901, 1481, {
      vehicleTag: `G40-${String(10000 + Math.floor(Math.random() * 89999))}`,
    });
    const without = await checkout(t, s.token, checkoutBody(s.studentId, 901, { organisationId: 1481 }));
    expect(without.statusCode).toBe(400);
    expect(without.body.status.message).toBe('isGSACourse must be true for GSA courses.');
    expect(await trxCount(t, s.studentId)).toBe(0);
    const withFlag = await checkout(
      t,
      s.token,
      checkoutBody(s.studentId, 901, { organisationId: 1481, isGSACourse: true }),
    );
    expect(withFlag.statusCode).toBe(200);
    const [trx] = await t.db.query('select is_gsa_course from payment_transactions where student_id = $1', [
      s.studentId,
    ]);
    expect(trx).toEqual({ is_gsa_course: true });
  });

  it('pays once: a double submit and a later repeat leave exactly one transaction', async () => {
    const s = await registerFor(t, 911, 3001);
    const body = checkoutBody(s.studentId, 911);
    // The same attempt twice (one key): one transaction, both answered with it.
    const [a, b] = await Promise.all([checkout(t, s.token, body), checkout(t, s.token, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body.data.studentPaymentTrxId).toBe(b.body.data.studentPaymentTrxId);
    expect(await trxCount(t, s.studentId)).toBe(1);
    // A new attempt (a new key) for the paid course.
    const again = await checkout(t, s.token, checkoutBody(s.studentId, 911));
    expectRefusal(again, 409, checkoutMessages.alreadyPaid, checkoutFailureCodes.alreadyPaid);
    expect(await trxCount(t, s.studentId)).toBe(1);
  });

  it('refuses a checkout without an idempotency key and writes nothing', async () => {
    const s = await registerFor(t, 911, 3001);
    const { idempotencyKey: _key, ...body } = checkoutBody(s.studentId, 911);
    const res = await checkout(t, s.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.body.status.message).toBe('idempotencyKey: required for every checkout');
    expect(await trxCount(t, s.studentId)).toBe(0);
  });

  it('rolls the transaction back when the course row cannot be paid inside it', async () => {
    const s = await registerFor(t, 911, 3001);
    // Another writer pays the course between the pre-check and the database transaction: the payment row and its
    // lines are inserted first, then the course update finds nothing to pay and everything is rolled back.
    const original = t.db.transaction.bind(t.db);
    t.db.transaction = (async (fn) => {
      await t.db.query(`update student_courses set status = 'Active' where student_id = $1`, [s.studentId]);
      return original(fn);
    }) as typeof t.db.transaction;
    try {
      const res = await checkout(t, s.token, checkoutBody(s.studentId, 911));
      expect(res.statusCode).toBe(409);
    } finally {
      t.db.transaction = original;
    }
    // The payment row inserted first was rolled back with the rest.
    expect(await trxCount(t, s.studentId)).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from payment_transaction_lines l join payment_transactions p using (payment_trx_id) where p.student_id = $1',
      [s.studentId],
    );
    expect(n).toBe(0);
    expect(await studentState(s.studentId)).toEqual({ status: 'PaymentPending', default_st_payment_trx_id: null });
  });

  it('is student-scoped: 401 without a session, 403 for another student', async () => {
    const s = await registerFor(t, 911, 3001);
    expect((await checkout(t, undefined, checkoutBody(s.studentId, 911))).statusCode).toBe(401);
    const other = await t.login(seededAccounts.pending.email);
    const res = await checkout(t, other.token, checkoutBody(s.studentId, 911));
    expect(res.statusCode).toBe(403);
    expect(res.body.status.code).toBe(failureCodes.forbidden);
    expect(await trxCount(t, s.studentId)).toBe(0);
  });
});
