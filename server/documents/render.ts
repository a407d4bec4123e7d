import PDFDocument from 'pdfkit';

import { registerFonts } from './fonts';

export type Pdf = PDFKit.PDFDocument;

/**
 * One PDF as a Buffer: a pdfkit document with the Noto fonts registered, drawn by `draw`, ended and collected.
 * pdfkit streams its output, so the bytes are gathered until 'end'.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
