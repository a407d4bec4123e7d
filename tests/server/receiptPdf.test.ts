import { describe, expect, it } from 'vitest';

import { purchaseRecordSchema } from '../../contracts/orders';
import { documentLanguages } from '../../server/documents/languages';
import { readPdf } from '../../server/documents/pdfText';
import { wordsIn } from '../../server/i18n/serverText';
import { receiptLabels } from '../../server/payments/receiptLabels';
import { renderReceiptPdf } from '../../server/payments/receiptPdf';

const record = purchaseRecordSchema.parse({
  targetId: 17,
  paymentDate: '2026-03-14T18:30:00.000Z',
  paymentMode: 'Card',
  paymentInstrumentType: 'Visa •••• 4242',
  paymentGateway: 'Sandbox',
  paymentStatus: 'Completed',
  totalAmount: 19.9,
  configCourse: { configCourseId: 611, course: { name: 'California 8-Hour Traffic School' } },
  student: { emailId: 'ivan@example.com' },
  studentPaymentTrxLines: [
    {
      studentPaymentTrxLineId: 1,
      price: 24.95,
      courseName: 'California 8-Hour Traffic School',
      configCoursePrice: { coursePriceType: { code: 'BASEPR', name: 'Base Price' } },
    },
    {
      studentPaymentTrxLineId: 2,
      price: -5,
      courseName: 'California 8-Hour Traffic School',
      configCoursePrice: { coursePriceType: { code: 'GIFTCC', name: 'GiftCard Redemption Value' } },
    },
  ],
  billingName: 'TRAFFICSCHOOL.EXAMPLE',
});

const text = (pdf: Uint8Array) => readPdf(pdf).pages.flat().join('\n');

describe('receipt PDF (pdfkit, embedded Noto fonts)', () => {
  it('prints a Russian receipt with Russian labels, the Cyrillic name and ru-RU amounts and date', async () => {
    const pdf = await renderReceiptPdf(record, 'Иван Петров', 'ru');
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const content = readPdf(pdf);
    expect(content.pages).toHaveLength(1);
    expect(content.info.Title).toBe('Квитанция 17');
    expect(content.fontNames.some((name) => /\+NotoSans-Regular$/.test(name))).toBe(true);
    const all = text(pdf);
    for (const label of ['Квитанция об оплате', 'Номер заказа', 'Учащийся', 'Итого']) expect(all).toContain(label);
    expect(all).toContain('Иван Петров (ivan@example.com)');
    // A no-break space shares the space's glyph, so it reads back as a space.
    const rub = (n: number) =>
      new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'USD' }).format(n).replace(/\s/g, ' ');
    expect(all).toContain(`Итого${rub(19.9)}`);
    expect(all).toContain(rub(-5));
    expect(all).toContain('14 марта 2026 г.');
  });

  it('prints a Chinese name on an English receipt (English by default) with the CJK font embedded', async () => {
    const pdf = await renderReceiptPdf(record, '王小明');
    const content = readPdf(pdf);
    expect(content.info).toMatchObject({
      Title: 'Receipt 17',
      Subject: 'Order 17, total $19.90',
      Author: 'TRAFFICSCHOOL.EXAMPLE',
    });
    expect(content.fontNames.some((name) => name.includes('NotoSansHans'))).toBe(true);
    const all = text(pdf);
    expect(all).toContain('王小明 (ivan@example.com)');
    expect(all).toContain('DateMarch 14, 2026');
    expect(all).toContain('Total$19.90');
    expect(all).toContain('-$5.00');
  });

  it('has the heading and total in each language', async () => {
    for (const language of documentLanguages) {
      const t = wordsIn(language);
      const all = text(await renderReceiptPdf(record, 'Ana', language));
      expect(all, language).toContain(t(receiptLabels.heading));
      expect(all, language).toContain(t(receiptLabels.statement, { billingName: 'TRAFFICSCHOOL.EXAMPLE' }));
    }
  });
});
