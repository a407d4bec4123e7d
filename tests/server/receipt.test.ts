import { describe, expect, it } from 'vitest';

import { coursesDashboardResponseSchema } from '../../contracts/courses';
import { failureCodes } from '../../contracts/envelope';
import { orderMessages, purchaseDetailsResponseSchema } from '../../contracts/orders';
import * as apiPaths from '../../contracts/paths';
import { defaultBillingName } from '../../server/config';
import { readPdf } from '../../server/documents/pdfText';
import { seededAccounts, useTestServer } from './helpers';
import { cardCheckout, cardMethod, checkout, registerFor } from './paymentHelpers';

const t = useTestServer();

/** A paid order of 611 + 640 with the GIFT25 certificate (44.90 − 25.00 = 19.90). */
async function paidOrder() {
  const s = await registerFor(t, 611);
  const pm = await cardMethod(t, s.token);
  const lines = [
    { configCourseId: 611, priceTypeCode: 'BASEPR', price: 24.95 },
    { configCourseId: 640, priceTypeCode: 'BASEPR', price: 19.95, isPrimary: false },
    { configCourseId: 611, priceTypeCode: 'GIFTCC', price: -25, isPrimary: false },
  ];
  const res = await checkout(
    t,
    s.token,
    cardCheckout(s.studentId, 611, pm.paymentMethodId, lines, 19.9, {
      discount: { code: 'GIFT25', type: 'GIFTCERTIFICATE' },
    }),
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { ...s, trxId: res.body.data.studentPaymentTrxId as number };
}

describe('purchase details, receipt and purchased courses', () => {
  let order: Awaited<ReturnType<typeof paidOrder>>;

  it('answers the purchase records with price-type names, instrument and billing name', async () => {
    order = await paidOrder();
    const res = await t.call({
      method: 'POST',
      url: apiPaths.purchaseDetails,
      token: order.token,
      payload: { student: { studentId: order.studentId } },
    });
    expect(res.statusCode).toBe(200);
    const [record] = purchaseDetailsResponseSchema.parse(res.body).data!;
    expect(record).toMatchObject({
      targetId: order.trxId,
      paymentMode: 'Card',
      paymentInstrumentType: 'Visa •••• 4242',
      paymentGateway: 'Sandbox',
      paymentStatus: 'Completed',
      totalAmount: 19.9,
      configCourse: { configCourseId: 611, course: { name: 'California 8-Hour Traffic School' } },
      billingName: defaultBillingName,
      student: { emailId: order.email },
    });
    expect(record.nonceFromTheClient).toMatch(/^ch_sandbox_/);
    expect(
      record.studentPaymentTrxLines.map((l) => [
        l.configCoursePrice.coursePriceType.code,
        l.configCoursePrice.coursePriceType.name,
        l.price,
        l.courseName,
      ]),
    ).toEqual([
      ['BASEPR', 'Base Price', 24.95, 'California 8-Hour Traffic School'],
      ['BASEPR', 'Base Price', 19.95, 'Insurance Discount Course'],
      ['GIFTCC', 'GiftCard Redemption Value', -25, 'California 8-Hour Traffic School'],
    ]);
    const one = await t.call({
      method: 'POST',
      url: apiPaths.purchaseDetails,
      token: order.token,
      payload: { student: { studentId: order.studentId }, studentPaymentTrxId: order.trxId },
    });
    expect(one.body.data).toHaveLength(1);
  });

  it('is student scoped: another student gets 403 for the list and 404 for the transaction', async () => {
    const other = await t.login(seededAccounts.student.email);
    expect(
      (
        await t.call({
          method: 'POST',
          url: apiPaths.purchaseDetails,
          token: other.token,
          payload: { student: { studentId: order.studentId } },
        })
      ).statusCode,
    ).toBe(403);
    const foreign = await t.call({
      method: 'POST',
      url: apiPaths.purchaseDetails,
      token: other.token,
      payload: { student: { studentId: other.studentId }, studentPaymentTrxId: order.trxId },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.get(`${apiPaths.receipt}?studentPaymentTrxId=${order.trxId}`, other.token)).statusCode).toBe(404);
  });

  it('downloads the receipt as a PDF naming the order and total', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.receipt}?studentPaymentTrxId=${order.trxId}`,
      headers: { 'ocp-apim-subscription-key': 'local-development-key', authorization: `Bearer ${order.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.trxId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.info.Title).toBe(`Receipt ${order.trxId}`);
    expect(pdf.info.Subject).toBe(`Order ${order.trxId}, total $19.90`);
    expect(pdf.info.Author).toBe(defaultBillingName);
    expect(pdf.pages[0]).toContain('Total$19.90');
  });

  it('prints the receipt in the language asked for (the interface language), amounts formatted for it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.receipt}?studentPaymentTrxId=${order.trxId}&language=ru`,
      headers: { 'ocp-apim-subscription-key': 'local-development-key', authorization: `Bearer ${order.token}` },
    });
    expect(res.statusCode).toBe(200);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.info.Subject).toMatch(new RegExp(`^Заказ ${order.trxId}, итого 19,90`));
    expect(pdf.pages[0].some((line) => line.startsWith('Итого'))).toBe(true);
  });

  it("mails the receipt through the outbox with the PDF attached: 'Receipt sent.'", async () => {
    const res = await t.call({
      method: 'POST',
      url: apiPaths.receiptEmail,
      token: order.token,
      payload: { studentPaymentTrxId: order.trxId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: orderMessages.receiptSent });
    const [mail] = await t.db.query<{
      subject: string;
      body: string;
      attachments: { filename: string; contentType: string; base64: string }[];
    }>(
      `select subject, body, attachments from outbox where lower(to_address) = lower($1) and subject like 'Your payment receipt%'`,
      [order.email],
    );
    expect(mail.subject).toBe(`Your payment receipt (order ${order.trxId})`);
    expect(mail.body).toContain('GiftCard Redemption Value: California 8-Hour Traffic School -$25.00');
    expect(mail.body).toContain('Total: $19.90');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `receipt-${order.trxId}.pdf`,
      contentType: 'application/pdf',
    });
    expect(Buffer.from(mail.attachments[0].base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const unknown = await t.call({
      method: 'POST',
      url: apiPaths.receiptEmail,
      token: order.token,
      payload: { studentPaymentTrxId: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.status.code).toBe(failureCodes.notFound);
  });

  it('lists the purchased courses', async () => {
    const res = await t.get(`${apiPaths.purchasedCourses}?studentId=${order.studentId}`, order.token);
    expect(res.statusCode).toBe(200);
    const courses = coursesDashboardResponseSchema.parse(res.body).data!;
    expect(courses.map((c) => [c.configCourseId, c.status])).toEqual([
      [611, 'Active'],
      [640, 'Active'],
    ]);
    expect(
      (await t.call({ method: 'GET', url: `${apiPaths.purchasedCourses}?studentId=${order.studentId}` })).statusCode,
    ).toBe(401);
  });
});
