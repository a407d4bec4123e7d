import type { PurchaseRecord } from '../../contracts/orders';
import { formatDate, formatMoney } from '../documents/formats';
import { type DocumentLanguage, localeOf } from '../documents/languages';
import { renderPdf } from '../documents/render';
import { drawLine } from '../documents/text';
import { wordsIn } from '../i18n/serverText';
import { receiptLabels as labels } from './receiptLabels';

/**
 * The receipt of one purchase record as a one-page PDF (pdfkit with embedded Noto fonts, so a name in any of our
 * scripts prints as written), worded in the student's language from the server catalogs (./receiptLabels.ts);
 * English when the caller does not say.
 */

export const receiptTitle = (r: Pick<PurchaseRecord, 'targetId'>, language: DocumentLanguage = 'en') =>
  wordsIn(language)(labels.documentTitle, { orderId: String(r.targetId) });

const grey = '#595959';
const left = 50;
const right = 560;
const valueX = 160;

export async function renderReceiptPdf(
  record: PurchaseRecord,
  studentName: string,
  language: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  const t = wordsIn(language);
  const money = (amount: number) => formatMoney(language, amount);
  return renderPdf(
    {
      size: 'LETTER',
      margin: 0,
      lang: localeOf(language),
      info: {
        Title: receiptTitle(record, language),
        Subject: t(labels.documentSubject, { orderId: String(record.targetId), total: money(record.totalAmount) }),
        Author: record.billingName,
        CreationDate: new Date(record.paymentDate),
      },
    },
    (doc) => {
      let y = 70;
      drawLine(doc, t(labels.heading), left, y, right - left, { size: 22, weight: 'bold' });
      y += 34;
      const rows: [string, string][] = [
        [t(labels.orderNumber), String(record.targetId)],
        [t(labels.date), formatDate(language, new Date(record.paymentDate))],
        [t(labels.student), `${studentName} (${record.student.emailId})`],
        [t(labels.course), record.configCourse.course.name],
        [t(labels.payment), [record.paymentInstrumentType ?? record.paymentMode, record.paymentGateway].join(' / ')],
        [t(labels.status), record.paymentStatus],
      ];
      for (const [label, value] of rows) {
        drawLine(doc, label, left, y, valueX - left - 8, { size: 11, color: grey, minSize: 8 });
        drawLine(doc, value, valueX, y, right - valueX, { size: 11, minSize: 8 });
        y += 18;
      }
      y += 14;
      drawLine(doc, t(labels.item), left, y, 300, { size: 11, weight: 'bold' });
      drawLine(doc, t(labels.amount), right - 120, y, 120, { size: 11, weight: 'bold', align: 'right' });
      y += 8;
      doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(grey).stroke();
      y += 16;
      for (const line of record.studentPaymentTrxLines) {
        const name =
          line.configCoursePrice.coursePriceType.code === 'BASEPR'
            ? line.courseName
            : (line.bhwlName ?? line.configCoursePrice.coursePriceType.name);
        const item = `${line.configCoursePrice.coursePriceType.name}: ${name}`;
        drawLine(doc, item, left, y, right - left - 110, { size: 11, minSize: 8 });
        drawLine(doc, money(line.price), right - 100, y, 100, { size: 11, align: 'right' });
        y += 18;
      }
      y -= 10;
      doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(grey).stroke();
      y += 18;
      drawLine(doc, t(labels.total), left, y, 300, { size: 11, weight: 'bold' });
      drawLine(doc, money(record.totalAmount), right - 120, y, 120, { size: 11, weight: 'bold', align: 'right' });
      y += 36;
      drawLine(doc, t(labels.statement, { billingName: record.billingName }), left, y, right - left, {
        size: 10,
        color: grey,
        minSize: 7,
      });
    },
  );
}
