import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

import type { PurchaseRecord } from '../../contracts/orders';

/** The receipt of one purchase record as a one-page PDF (pdf-lib, standard Helvetica: no font files). */

/** Standard fonts encode WinAnsi only: other characters (e.g. CJK names) are replaced rather than failing the receipt. */
const winAnsiSafe = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF•–—‘’“”€]/g, '?');

const money = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toFixed(2)}`;

export const receiptTitle = (r: Pick<PurchaseRecord, 'targetId'>) => `Receipt ${r.targetId}`;

export async function renderReceiptPdf(record: PurchaseRecord, studentName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(receiptTitle(record));
  doc.setSubject(`Order ${record.targetId}, total ${money(record.totalAmount)}`);
  doc.setAuthor(record.billingName);
  doc.setCreationDate(new Date(record.paymentDate));
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.35);
  let y = 740;
  const text = (s: string, x: number, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}) =>
    page.drawText(winAnsiSafe(s), {
      x,
      y,
      size: opts.size ?? 11,
      font: opts.bold ? bold : font,
      color: opts.color ?? rgb(0, 0, 0),
    });
  const right = (s: string, xRight: number, opts: { bold?: boolean } = {}) => {
    const f = opts.bold ? bold : font;
    s = winAnsiSafe(s);
    page.drawText(s, { x: xRight - f.widthOfTextAtSize(s, 11), y, size: 11, font: f });
  };

  text('Payment Receipt', 50, { size: 22, bold: true });
  y -= 30;
  for (const [label, value] of [
    ['Order number', String(record.targetId)],
    ['Date', new Date(record.paymentDate).toISOString().slice(0, 10)],
    ['Student', `${studentName} (${record.student.emailId})`],
    ['Course', record.configCourse.course.name],
    ['Payment', [record.paymentInstrumentType ?? record.paymentMode, record.paymentGateway].join(' / ')],
    ['Status', record.paymentStatus],
  ] as const) {
    text(label, 50, { color: grey });
    text(value, 160);
    y -= 18;
  }
  y -= 12;
  text('Item', 50, { bold: true });
  right('Amount', 560, { bold: true });
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 560, y }, thickness: 0.5, color: grey });
  y -= 16;
  for (const line of record.studentPaymentTrxLines) {
    const name =
      line.configCoursePrice.coursePriceType.code === 'BASEPR'
        ? line.courseName
        : (line.bhwlName ?? line.configCoursePrice.coursePriceType.name);
    text(`${line.configCoursePrice.coursePriceType.name}: ${name}`.slice(0, 80), 50);
    right(money(line.price), 560);
    y -= 18;
  }
  page.drawLine({ start: { x: 50, y: y + 8 }, end: { x: 560, y: y + 8 }, thickness: 0.5, color: grey });
  y -= 8;
  text('Total', 50, { bold: true });
  right(money(record.totalAmount), 560, { bold: true });
  y -= 36;
  text(`Charges appear on your statement as ${record.billingName}.`, 50, { size: 10, color: grey });
  return doc.save();
}
