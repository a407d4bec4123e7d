import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

import { documentLimits, type DocumentStoredType } from '../../contracts/documents';

/*
 * A document the student files (02 §2 file-documents; 02 §5 jpeg, png, jpg, gif, and PDF) is recognised by its bytes
 * only: `file-type` (magic bytes, including PDF) and, for images, sharp's reading of the header must agree; the
 * name and the browser's declared type are never asked. Images are then kept as our own re-encoding (upright, no
 * metadata: a phone's EXIF carries the place and the device); PDFs are kept as sent (a re-render would need a PDF
 * engine on the server and could lose what the court's document shows), after the checks below.
 */

/** The most pixels an image may decode to: a 48 MP phone photo, not a 20,000² "decompression bomb" of a few KB. */
export const maxDocumentPixels = 50_000_000;

/** The longest side an image is kept at: a licence or a citation photographed at 12 MP (4032 px) stays legible. */
export const maxDocumentSidePx = 4096;

/** JPEG quality of a kept photo: the small print of a citation stays readable. */
const jpegQuality = 90;

/**
 * Names a PDF uses for content that acts by itself when opened (scripts, launching programs, attached files). A
 * document for a court needs none; one carrying them is refused. A plain byte search: names hidden in compressed
 * object streams are not found, so this is a filter for the obvious case, not a guarantee (the file is only ever
 * served to its owner and to support, with the PDF type and nosniff).
 */
const activePdfNames = ['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/RichMedia', '/XFA'];

export type DocumentRejectReason = 'format' | 'tooLarge';

export class DocumentRejected extends Error {
  constructor(
    readonly reason: DocumentRejectReason,
    options?: { cause?: unknown },
  ) {
    super(`document rejected: ${reason}`, options);
    this.name = 'DocumentRejected';
  }
}

export interface PreparedDocument {
  content: Buffer;
  contentType: DocumentStoredType;
}

const imageFormats = { jpg: 'jpeg', png: 'png', gif: 'gif' } as const;

/** The bytes a PDF starts with ('%PDF-') and the end-of-file marker its last kilobyte holds. */
const pdfHeader = Buffer.from('%PDF-');
const pdfEnd = Buffer.from('%%EOF');

function checkPdf(upload: Buffer): PreparedDocument {
  if (!upload.subarray(0, pdfHeader.length).equals(pdfHeader)) throw new DocumentRejected('format');
  if (!upload.subarray(-1024).includes(pdfEnd)) throw new DocumentRejected('format');
  if (activePdfNames.some((name) => containsName(upload, name))) throw new DocumentRejected('format');
  return { content: upload, contentType: 'application/pdf' };
}

/** A PDF name token: `/JS` must not match `/JSomething`, so the next byte ends the name (a delimiter or space). */
function containsName(pdf: Buffer, name: string): boolean {
  const needle = Buffer.from(name);
  for (let at = pdf.indexOf(needle); at !== -1; at = pdf.indexOf(needle, at + 1)) {
    const next = pdf[at + needle.length];
    if (next === undefined || !/[A-Za-z0-9]/.test(String.fromCharCode(next))) return true;
  }
  return false;
}

async function reencodeImage(upload: Buffer, format: 'jpeg' | 'png' | 'gif'): Promise<PreparedDocument> {
  // The header only: no pixels are decoded before the size is known.
  const header = await sharp(upload)
    .metadata()
    .catch((cause: unknown) => {
      throw new DocumentRejected('format', { cause });
    });
  if (header.format !== format) throw new DocumentRejected('format');
  if (header.width * header.height > maxDocumentPixels) throw new DocumentRejected('tooLarge');
  // A JPEG stays a JPEG (a photo); PNG and a GIF's first frame become PNG (lossless: scans and screenshots).
  const image = sharp(upload, { pages: 1, limitInputPixels: maxDocumentPixels })
    .rotate()
    .resize({ width: maxDocumentSidePx, height: maxDocumentSidePx, fit: 'inside', withoutEnlargement: true });
  const asJpeg = format === 'jpeg';
  const content = await (asJpeg ? image.jpeg({ quality: jpegQuality, mozjpeg: true }) : image.png())
    .toBuffer()
    .catch((cause: unknown) => {
      // A header that reads but pixels that do not decode (truncated or corrupt data).
      throw new DocumentRejected('format', { cause });
    });
  return { content, contentType: asJpeg ? 'image/jpeg' : 'image/png' };
}

/**
 * Checks an uploaded document and answers what to store: a JPEG, PNG or GIF re-encoded (rotated upright, metadata
 * dropped), or a PDF as sent. Throws `DocumentRejected` for anything else, or anything too large.
 */
export async function prepareDocument(upload: Buffer): Promise<PreparedDocument> {
  if (upload.length === 0) throw new DocumentRejected('format');
  if (upload.length > documentLimits.maxBytes) throw new DocumentRejected('tooLarge');
  const detected = await fileTypeFromBuffer(upload);
  if (detected?.ext === 'pdf' && detected.mime === 'application/pdf') return checkPdf(upload);
  const format =
    detected && detected.ext in imageFormats ? imageFormats[detected.ext as keyof typeof imageFormats] : null;
  if (!format) throw new DocumentRejected('format');
  return reencodeImage(upload, format);
}

/**
 * The name to show for a file: its last path segment, letters, digits, spaces and `._-()` only (no control or
 * direction characters), at most the contract's length; a name that cleans to nothing becomes `fallback`.
 */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  const chars = Array.from(cleaned);
  const kept =
    chars.length > documentLimits.maxNameLength ? chars.slice(-documentLimits.maxNameLength).join('') : cleaned;
  return kept || fallback;
}
