import QRCode from 'qrcode';

import { formatCalendarDate, formatDate, formatHours } from '../documents/formats';
import { type DocumentLanguage, localeOf } from '../documents/languages';
import { type Pdf, renderPdf } from '../documents/render';
import { drawLine, splitToWidth } from '../documents/text';
import { wordsIn } from '../i18n/serverText';
import { certificatePdfLabels as labels } from './pdfLabels';

/**
 * The course-completion certificate: one landscape Letter page in the student's language, its names and titles in
 * any of our scripts (embedded Noto fonts), with a QR code of the public verification address.
 */

export interface CertificatePdfData {
  language: DocumentLanguage;
  /** Full name, any script. */
  studentName: string;
  /** YYYY-MM-DD, or null when unknown (then the line is left out). */
  dateOfBirth: string | null;
  courseName: string;
  /** The version of the course the student was taught, or null (then the row is left out). */
  courseVersion: string | null;
  stateName: string;
  /** e.g. 8, 6, 4, 24 (printed with at most one decimal). */
  creditHours: number;
  completedAt: Date;
  /** IANA zone the completion day is counted in (the state's); UTC when not given. */
  timeZone?: string;
  schoolName: string;
  schoolLicence: string;
  /** Court flow only; each non-null value is printed. */
  court: { courtName: string | null; caseNumber: string | null; citationNumber: string | null } | null;
  /** e.g. 'TS-2026-000042'. */
  certificateNumber: string;
  /** e.g. 'K7QM-3XPA-9D2T-WB6H', printed as is. */
  verificationCode: string;
  /** Public address with ?code=…, encoded in the QR code and printed under it. */
  verificationUrl: string;
}

const page = { width: 792, height: 612 };
const navy = '#1f3a5f';
const grey = '#555555';

/** The QR code as vector squares (crisp at any zoom, no image decoding): one path, filled once. */
function drawQr(doc: Pdf, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      doc.rect(x + col * cell, y + row * cell, (end - col + 1) * cell, cell);
      col = end;
    }
  }
  doc.fillColor('#000000').fill();
}

/** The address people type: the verification URL without its query (the code is printed beside it). */
function addressOf(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/** A details row only when there is something to print. */
const optionalRow = (label: string, value: string | null | undefined): [string, string][] =>
  value ? [[label, value]] : [];

export async function certificatePdf(data: CertificatePdfData): Promise<Buffer> {
  const { language } = data;
  const t = wordsIn(language);
  const rows: [string, string][] = [
    [t(labels.state), data.stateName],
    [t(labels.creditHours), formatHours(language, data.creditHours)],
    ...optionalRow(t(labels.courseVersion), data.courseVersion),
    [t(labels.completionDate), formatDate(language, data.completedAt, data.timeZone)],
    ...optionalRow(t(labels.dateOfBirth), data.dateOfBirth && formatCalendarDate(language, data.dateOfBirth)),
    [t(labels.school), data.schoolName],
    [t(labels.licence), data.schoolLicence],
    ...optionalRow(t(labels.court), data.court?.courtName),
    ...optionalRow(t(labels.caseNumber), data.court?.caseNumber),
    ...optionalRow(t(labels.citationNumber), data.court?.citationNumber),
    [t(labels.certificateNumber), data.certificateNumber],
    [t(labels.verificationCode), data.verificationCode],
  ];

  return renderPdf(
    {
      size: 'LETTER',
      layout: 'landscape',
      margin: 0,
      lang: localeOf(language),
      info: {
        Title: `${t(labels.title)} ${data.certificateNumber}`,
        Subject: data.courseName,
        Author: data.schoolName,
        CreationDate: data.completedAt,
      },
    },
    (doc) => {
      const inner = { x: 60, width: page.width - 120 };
      doc
        .lineWidth(3)
        .strokeColor(navy)
        .rect(24, 24, page.width - 48, page.height - 48)
        .stroke();
      doc
        .lineWidth(0.8)
        .rect(32, 32, page.width - 64, page.height - 64)
        .stroke();

      drawLine(doc, data.schoolName, inner.x, 66, inner.width, { size: 12, color: grey, align: 'center', minSize: 8 });
      drawLine(doc, t(labels.title), inner.x, 110, inner.width, {
        size: 32,
        weight: 'bold',
        color: navy,
        align: 'center',
        minSize: 20,
      });
      drawLine(doc, t(labels.certifies), inner.x, 148, inner.width, { size: 13, color: grey, align: 'center' });
      drawLine(doc, data.studentName, inner.x, 188, inner.width, {
        size: 30,
        weight: 'bold',
        align: 'center',
        minSize: 14,
      });
      doc
        .moveTo(page.width / 2 - 230, 198)
        .lineTo(page.width / 2 + 230, 198)
        .lineWidth(0.6)
        .strokeColor(grey)
        .stroke();
      drawLine(doc, t(labels.completed), inner.x, 224, inner.width, { size: 13, color: grey, align: 'center' });
      drawLine(doc, data.courseName, inner.x, 254, inner.width, {
        size: 20,
        weight: 'bold',
        color: navy,
        align: 'center',
        minSize: 10,
      });

      // Details on the left, the QR code and its address on the right.
      const labelX = 72;
      const valueX = 240;
      const valueWidth = 300;
      let y = 296;
      for (const [label, value] of rows) {
        drawLine(doc, label, labelX, y, valueX - labelX - 10, { size: 11, color: grey, minSize: 7 });
        drawLine(doc, value, valueX, y, valueWidth, { size: 11, weight: 'bold', minSize: 7 });
        y += 20;
      }

      const qr = { x: 590, y: 286, size: 130 };
      drawQr(doc, data.verificationUrl, qr.x, qr.y, qr.size);
      const captionX = qr.x + qr.size / 2 - 90;
      let captionY = qr.y + qr.size + 16;
      drawLine(doc, t(labels.scanToVerify), captionX, captionY, 180, {
        size: 9,
        color: grey,
        align: 'center',
        minSize: 6,
      });
      for (const line of splitToWidth(doc, data.verificationUrl, 180, 7).slice(0, 4)) {
        captionY += 10;
        drawLine(doc, line, captionX, captionY, 180, { size: 7, color: grey, align: 'center' });
      }

      drawLine(doc, t(labels.verifyAt, { address: addressOf(data.verificationUrl) }), inner.x, 556, inner.width, {
        size: 10,
        color: grey,
        align: 'center',
        minSize: 6,
      });
    },
  );
}
