import { describe, expect, it } from 'vitest';

import {
  checkoutFailureCodes,
  checkoutMessages,
  checkoutResponseSchema,
  type Discount,
  sandboxCards,
} from '../../contracts/checkout';
import { parentTokenMessages } from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { type CartContents, paymentLines } from '../../contracts/pricing';
import { expectRefusal, useTestServer } from './helpers';
import {
  card611Checkout,
  cardCheckout,
  cardMethod,
  checkout,
  courseRows,
  newKey,
  parentCardMethod,
  parentRequestCheckout,
  payAsParent,
  payLaterCheckout,
  registerFor,
  trxCount,
} from './paymentHelpers';

const t = useTestServer();

const base611 = { configCourseId: 611, price: 24.95, crossPrice: 39.95 };
const insurance = { configCourseId: 640, price: 19.95, crossPrice: 29.95, isUpgrade: false };
const mature = { configCourseId: 641, price: 14.95, crossPrice: 24.95, isUpgrade: false };
const certificateByMail = {
  coursePriceTypeId: 1,
  priceTypeCode: 'Mail' as const,
  name: 'Certificate by mail',
  price: 9.95,
};
/** The cart's discount as the app holds it: a percentage off (discount code) or money off (gift certificate). */
const cartDiscount = (code: string, type: Discount['type'], off: { percentage?: number; value?: number }): Discount => {
  const { percentage = 0, value = 0 } = off;
  return {
    discountId: 0,
    code,
    type,
    isPercentageBased: percentage > 0,
    percentage,
    value,
    price: value,
    isValueByPercentage: percentage > 0,
  };
};
const cart = (c: Partial<CartContents>): CartContents => ({
  base: base611,
  upsells: [],
  extras: [],
  discount: null,
  ...c,
});
const linesOf = (c: CartContents) => {
  const p = paymentLines(c);
  return {
    configCourseId: p.primaryConfigCourseId,
    total: p.totalAmount,
    lines: p.lines.map(({ bhwlName: _n, ...l }) => l),
  };
};

describe('checkout: sandbox card', () => {
  it('charges 4242…: Completed, course Active, instrument with brand and last four, post-payment events recorded', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    expect(pm).toMatchObject({ brand: 'Visa', last4: '4242' });
    const res = await checkout(t, s.token, card611Checkout(s.studentId, pm.paymentMethodId));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const data = checkoutResponseSchema.parse(res.body).data!;
    expect(data.paymentStatus).toBe('Completed');
    const [trx] = await t.db.query(
      'select amount::text as amount, gateway, status, payment_mode, instrument, payment_method_id from payment_transactions where payment_trx_id = $1',
      [data.studentPaymentTrxId],
    );
    expect(trx).toEqual({
      amount: '24.95',
      gateway: 'Sandbox',
      status: 'Completed',
      payment_mode: 'Card',
      instrument: 'Visa •••• 4242',
      payment_method_id: pm.paymentMethodId,
    });
    expect(await courseRows(t, s.studentId)).toEqual([
      { config_course_id: 611, status: 'Active', payment_trx_id: data.studentPaymentTrxId },
    ]);
    const events = await t.db.query<{ kind: string }>(
      'select kind from post_payment_events where payment_trx_id = $1 order by event_id',
      [data.studentPaymentTrxId],
    );
    expect(events.map((e) => e.kind)).toEqual(['affiliate-sale', 'referral-signature', 'analytics']);
  });

  it("declines 4000 0000 0000 0002 with 402 'Your card was declined.': nothing recorded, the course stays PaymentPending", async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token, sandboxCards.declined);
    const body = card611Checkout(s.studentId, pm.paymentMethodId);
    const res = await checkout(t, s.token, body);
    expectRefusal(res, 402, checkoutMessages.cardDeclined, checkoutFailureCodes.cardDeclined);
    expect(await trxCount(t, s.studentId)).toBe(0);
    expect(await courseRows(t, s.studentId)).toEqual([
      { config_course_id: 611, status: 'PaymentPending', payment_trx_id: null },
    ]);
    // The key was released: the same attempt answers the same refusal again, still without a charge.
    expect((await checkout(t, s.token, body)).statusCode).toBe(402);
    expect(await trxCount(t, s.studentId)).toBe(0);
  });

  it('refuses bad cards when the payment method is created', async () => {
    const s = await registerFor(t, 611);
    const create = (cardNumber: string, expiry = '12/39') =>
      t.call({
        method: 'POST',
        url: apiPaths.paymentMethod,
        token: s.token,
        payload: { cardNumber, expiry, cvc: '123', nameOnCard: 'Casey', zip: '94105' },
      });
    const luhn = await create('4242424242424241');
    expectRefusal(luhn, 400, checkoutMessages.cardInvalid, checkoutFailureCodes.cardInvalid);
    expect((await create('4242')).body.status.code).toBe(checkoutFailureCodes.cardInvalid);
    const expired = await create(sandboxCards.success, '01/20');
    expect(expired.body.status).toEqual({
      success: false,
      message: checkoutMessages.cardExpired,
      code: checkoutFailureCodes.cardExpired,
    });
    expect((await t.call({ method: 'POST', url: apiPaths.paymentMethod, payload: {} })).statusCode).toBe(401);
  });

  it('requires an idempotency key and a payment method of this student', async () => {
    const s = await registerFor(t, 611);
    const other = await registerFor(t, 611);
    const pm = await cardMethod(t, other.token);
    const noKey = await checkout(
      t,
      s.token,
      card611Checkout(s.studentId, pm.paymentMethodId, { idempotencyKey: undefined }),
    );
    expect(noKey.statusCode).toBe(400);
    expect(noKey.body.status.message).toMatch(/^idempotencyKey/);
    const foreign = await checkout(t, s.token, card611Checkout(s.studentId, pm.paymentMethodId));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.status.message).toBe('nonceFromTheClient: unknown payment method');
    expect(await trxCount(t, s.studentId)).toBe(0);
  });
});

describe('checkout: idempotency', () => {
  it('two concurrent identical submits charge once and answer the same', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    const body = card611Checkout(s.studentId, pm.paymentMethodId);
    const [a, b] = await Promise.all([checkout(t, s.token, body), checkout(t, s.token, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await trxCount(t, s.studentId)).toBe(1);
    const later = await checkout(t, s.token, body);
    expect(later.statusCode).toBe(200);
    expect(later.body).toEqual(a.body);
    expect(await trxCount(t, s.studentId)).toBe(1);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT when the key comes back with another payment', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    const first = card611Checkout(s.studentId, pm.paymentMethodId);
    expect((await checkout(t, s.token, first)).statusCode).toBe(200);
    const other = {
      ...first,
      totalAmount: 34.9,
      studentPaymentTrxLines: [
        ...first.studentPaymentTrxLines!,
        { configCourseId: 611, priceTypeCode: 'Mail', price: 9.95, coursePriceTypeId: 1 },
      ],
    };
    const res = await checkout(t, s.token, other);
    expect(res.statusCode).toBe(409);
    expect(res.body.status.code).toBe(checkoutFailureCodes.idempotencyConflict);
    expect(await trxCount(t, s.studentId)).toBe(1);
  });
});

describe('checkout: server-side totals', () => {
  it('prices upsells, the mail item and SAVE10 from the database and records every line', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    const c = linesOf(
      cart({
        upsells: [insurance, mature],
        extras: [certificateByMail],
        discount: cartDiscount('SAVE10', 'DISCOUNTCODE', { percentage: 10 }),
      }),
    );
    // 24.95 + 19.95 + 14.95 + 9.95 = 69.80; 10 % off = 6.98
    expect(c.total).toBe(62.82);
    const res = await checkout(
      t,
      s.token,
      cardCheckout(s.studentId, 611, pm.paymentMethodId, c.lines, c.total, {
        discount: { code: 'save10', type: 'DISCOUNTCODE' },
      }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const trxId = res.body.data.studentPaymentTrxId;
    const lines = await t.db.query(
      'select config_course_id, price_type_code, price::text as price, bhwl_name from payment_transaction_lines where payment_trx_id = $1 order by payment_trx_line_id',
      [trxId],
    );
    expect(lines).toEqual([
      { config_course_id: 611, price_type_code: 'BASEPR', price: '24.95', bhwl_name: null },
      { config_course_id: 640, price_type_code: 'BASEPR', price: '19.95', bhwl_name: null },
      { config_course_id: 641, price_type_code: 'BASEPR', price: '14.95', bhwl_name: null },
      { config_course_id: 611, price_type_code: 'Mail', price: '9.95', bhwl_name: 'Certificate by mail' },
      { config_course_id: 611, price_type_code: 'DISCOU', price: '-6.98', bhwl_name: null },
    ]);
    expect((await courseRows(t, s.studentId)).map((r) => [r.config_course_id, r.status])).toEqual([
      [611, 'Active'],
      [640, 'Active'],
      [641, 'Active'],
    ]);
    const [trx] = await t.db.query(
      'select amount::text as amount, discount_code from payment_transactions where payment_trx_id = $1',
      [trxId],
    );
    expect(trx).toEqual({ amount: '62.82', discount_code: 'SAVE10' });
  });

  it('refuses totals that do not match the server prices with 400 TOTAL_MISMATCH and records nothing', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    const cheapMail = [
      { configCourseId: 611, priceTypeCode: 'BASEPR', price: 24.95 },
      { configCourseId: 611, priceTypeCode: 'Mail', price: 1, coursePriceTypeId: 1 },
    ];
    const notOffered = [
      { configCourseId: 611, priceTypeCode: 'BASEPR', price: 24.95 },
      { configCourseId: 383, priceTypeCode: 'BASEPR', price: 80 },
    ];
    const tooMuchOff = [
      { configCourseId: 611, priceTypeCode: 'BASEPR', price: 24.95 },
      { configCourseId: 611, priceTypeCode: 'DISCOU', price: -10 },
    ];
    for (const [lines, total, discount] of [
      [cheapMail, 25.95, undefined],
      [notOffered, 104.95, undefined],
      [tooMuchOff, 14.95, { code: 'FIVEOFF', type: 'DISCOUNTCODE' as const }],
    ] as const) {
      const res = await checkout(
        t,
        s.token,
        cardCheckout(s.studentId, 611, pm.paymentMethodId, [...lines], total, { discount }),
      );
      expectRefusal(res, 400, checkoutMessages.totalMismatch, checkoutFailureCodes.totalMismatch);
    }
    const unknownCode = await checkout(
      t,
      s.token,
      cardCheckout(s.studentId, 611, pm.paymentMethodId, [...tooMuchOff], 14.95, {
        discount: { code: 'NOPE', type: 'DISCOUNTCODE' },
      }),
    );
    expect(unknownCode.statusCode).toBe(404);
    expect(unknownCode.body.status.code).toBe(checkoutFailureCodes.discountInvalid);
    expect(await trxCount(t, s.studentId)).toBe(0);
  });

  it('spends a gift certificate (GIFTCC line) and lowers its remaining value in the same transaction', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    const c = linesOf(
      cart({
        upsells: [insurance],
        discount: cartDiscount('GIFT25', 'GIFTCERTIFICATE', { value: 25 }),
      }),
    );
    expect(c.total).toBe(19.9);
    expect(c.lines.at(-1)).toMatchObject({ priceTypeCode: 'GIFTCC', price: -25 });
    const res = await checkout(
      t,
      s.token,
      cardCheckout(s.studentId, 611, pm.paymentMethodId, c.lines, c.total, {
        discount: { code: 'GIFT25', type: 'GIFTCERTIFICATE' },
      }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [gift] = await t.db.query("select remaining_value::text as remaining from discounts where code = 'GIFT25'");
    expect(gift).toEqual({ remaining: '0.00' });
    const again = await t.call({
      method: 'POST',
      url: apiPaths.discount,
      token: s.token,
      payload: { code: 'GIFT25', type: 'GIFTCERTIFICATE', configCourseId: 611 },
    });
    expectRefusal(again, 404, checkoutMessages.discountInvalid, checkoutFailureCodes.discountInvalid);
  });

  it('lets BYPASSPAYMENT take a total made zero by FREE100 (not without the code)', async () => {
    const s = await registerFor(t, 611);
    const lines = [
      { configCourseId: 611, priceTypeCode: 'BASEPR', price: 24.95 },
      { configCourseId: 611, priceTypeCode: 'DISCOU', price: -24.95 },
    ];
    const body = {
      paymentGateway: 'BYPASSPAYMENT',
      totalAmount: 0,
      isGatewayBypass: true,
      student: { studentId: s.studentId },
      configCourse: { configCourseId: 611 },
      studentPaymentTrxLines: lines,
      idempotencyKey: newKey(),
    };
    expect((await checkout(t, s.token, body)).body.status.code).toBe(checkoutFailureCodes.paymentBypassRefused);
    const res = await checkout(t, s.token, {
      ...body,
      discount: { code: 'FREE100', type: 'DISCOUNTCODE' },
      idempotencyKey: newKey(),
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.paymentStatus).toBe('Completed');
    expect(await courseRows(t, s.studentId)).toMatchObject([{ config_course_id: 611, status: 'Active' }]);
  });

  it('an upgrade replaces the registered base course (Ohio 630 → audio 631)', async () => {
    const s = await registerFor(t, 630);
    const [registered] = await t.db.query<{ student_course_id: number }>(
      'select student_course_id from student_courses where student_id = $1',
      [s.studentId],
    );
    const pm = await cardMethod(t, s.token);
    const c = linesOf({
      base: { configCourseId: 630, price: 24.95, crossPrice: 34.95 },
      upsells: [{ configCourseId: 631, price: 10, crossPrice: 0, isUpgrade: true }],
      extras: [],
      discount: null,
    });
    expect(c).toMatchObject({ configCourseId: 631, total: 34.95 });
    const res = await checkout(
      t,
      s.token,
      cardCheckout(s.studentId, c.configCourseId, pm.paymentMethodId, c.lines, c.total),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.studentCourse.studentCourseId).toBe(registered.student_course_id);
    expect(await courseRows(t, s.studentId)).toEqual([
      { config_course_id: 631, status: 'Active', payment_trx_id: res.body.data.studentPaymentTrxId },
    ]);
  });

  it('the upsell cart sells only upsells of a course the student owns, once', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    expect((await checkout(t, s.token, card611Checkout(s.studentId, pm.paymentMethodId))).statusCode).toBe(200);
    const c = linesOf({ base: null, upsells: [mature], extras: [], discount: null });
    const res = await checkout(t, s.token, cardCheckout(s.studentId, 641, pm.paymentMethodId, c.lines, c.total));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect((await courseRows(t, s.studentId)).map((r) => [r.config_course_id, r.status])).toEqual([
      [611, 'Active'],
      [641, 'Active'],
    ]);
    const again = await checkout(t, s.token, cardCheckout(s.studentId, 641, pm.paymentMethodId, c.lines, c.total));
    expect(again.statusCode).toBe(409);
    expect(again.body.status.code).toBe(checkoutFailureCodes.alreadyPaid);
  });
});

describe('checkout: wallet sandbox', () => {
  it('pays with the wallet approval issued to this student, once', async () => {
    const s = await registerFor(t, 611);
    const tokens = await t.get(apiPaths.paymentClientTokens, s.token);
    expect(tokens.body.data).toMatchObject({
      card: { gateway: 'Sandbox', sandbox: true, publishableKey: null },
      wallet: { gateway: 'Paypal' },
    });
    const body = card611Checkout(s.studentId, tokens.body.data.wallet.clientToken, { paymentGateway: 'Paypal' });
    const res = await checkout(t, s.token, body);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [trx] = await t.db.query(
      'select payment_mode, instrument from payment_transactions where payment_trx_id = $1',
      [res.body.data.studentPaymentTrxId],
    );
    expect(trx).toEqual({ payment_mode: 'Wallet', instrument: 'PayPal' });
    const other = await registerFor(t, 611);
    const stolen = await checkout(t, other.token, {
      ...body,
      student: { studentId: other.studentId },
      idempotencyKey: newKey(),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body.status.code).toBe(failureCodes.validation);
  });
});

describe('checkout: pay later and the parent payment request', () => {
  it('records a PaymentPending order, mails the parent a working link, and the parent pays it by card', async () => {
    const s = await registerFor(t, 611);
    const parentEmail = `parent-${s.studentId}@example.com`;
    const c = linesOf(cart({ upsells: [mature] }));
    const res = await checkout(
      t,
      s.token,
      parentRequestCheckout(s.studentId, parentEmail, { totalAmount: c.total, studentPaymentTrxLines: c.lines }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status.message).toBe(parentTokenMessages.issued);
    const { studentPaymentTrxId, paymentStatus } = res.body.data;
    expect(paymentStatus).toBe('PaymentPending');
    expect(await courseRows(t, s.studentId)).toEqual([
      { config_course_id: 611, status: 'PaymentPending', payment_trx_id: studentPaymentTrxId },
      { config_course_id: 641, status: 'PaymentPending', payment_trx_id: studentPaymentTrxId },
    ]);
    const [mail] = await t.mailsTo(parentEmail);
    const link = /(http\S+\/\?token=(\S+))/.exec(mail.body);
    expect(link).not.toBeNull();
    const parentToken = link![2];
    const claims = await t.call({ method: 'GET', url: apiPaths.parentToken, headers: { authorization: parentToken } });
    expect(claims.body.data).toEqual({
      primaryConfigCourseId: 611,
      secondaryConfigCourseIds: [641],
      organisationId: 1001,
      studentId: s.studentId,
      studentPaymentTrxId,
    });

    // The parent pays the pending order with the link's token (sent without 'Bearer').
    const order = { parentToken, studentId: s.studentId, studentPaymentTrxId };
    const pm = await parentCardMethod(t, parentToken);
    const wrongTotal = await payAsParent(t, order, pm.paymentMethodId, 1);
    expect(wrongTotal.body.status.code).toBe(checkoutFailureCodes.totalMismatch);
    const paid = await payAsParent(t, order, pm.paymentMethodId, c.total);
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ studentPaymentTrxId, paymentStatus: 'Completed' });
    expect((await courseRows(t, s.studentId)).map((r) => r.status)).toEqual(['Active', 'Active']);
    const [trx] = await t.db.query(
      'select status, payment_mode, instrument from payment_transactions where payment_trx_id = $1',
      [studentPaymentTrxId],
    );
    expect(trx).toEqual({ status: 'Completed', payment_mode: 'Card', instrument: 'Visa •••• 4242' });
    // The payment ended the link for paying: it opens only the thank-you page's calls now.
    const twice = await payAsParent(t, order, pm.paymentMethodId, c.total);
    expect(twice.statusCode).toBe(401);
    expect(await trxCount(t, s.studentId)).toBe(1);
  });

  it('a plain pay later needs no parent e-mail and mails nobody', async () => {
    const s = await registerFor(t, 611);
    const res = await checkout(t, s.token, payLaterCheckout(s.studentId));
    expect(res.statusCode).toBe(200);
    expect(res.body.data.paymentStatus).toBe('PaymentPending');
    const missing = await checkout(t, s.token, payLaterCheckout(s.studentId, { isParentPaymentRequest: true }));
    expect(missing.statusCode).toBe(400);
    expect(missing.body.status.message).toMatch(/^requestEmail/);
  });
});
