import * as z from 'zod/mini';

import { type AdmissionDocumentType, admissionDocumentTypes } from './courseRules';
import { envelope } from './envelope';
import { isoInstant } from './instants';
import { id, idParam, text } from './primitives';

export { documentFailureCodes } from './failureCodes';

/*
 * 02 §2 file-documents and documents, §7 Documents: the documents a course's admission rule requires before
 * it starts (Arizona: the citation and a driving licence or other government ID, research/state-rules.md §1.4, §4.4),
 * each filed as an image (02 §5: jpeg, png, jpg, gif) or a PDF, checked by its content on the server, and decided by
 * support. A document can be replaced until the course's eligibility is decided (and an approved one stays).
 */

export { type AdmissionDocumentType, admissionDocumentTypes };
export const documentStatuses = ['filed', 'approved', 'declined'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** What the student may send: 02 §5's image formats and PDF (the server checks the content, never the name). */
export const documentUploadTypes = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
/** What is stored and served: images re-encoded as JPEG or PNG (a GIF as PNG), PDFs as sent. */
export const documentStoredTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentStoredType = (typeof documentStoredTypes)[number];

export const documentLimits = {
  /** A phone photo of a licence is 2–5 MB, a scanned citation as PDF well under 1 MB: 10 MB leaves room for both. */
  maxBytes: 10 * 1024 * 1024,
  /** The file name kept for display. */
  maxNameLength: 100,
  reasonMin: 3,
  reasonMax: 500,
} as const;

/** The multipart form: `studentCourseId` and `documentType` first, then the file in `file`. */
export const documentFileField = 'file';

export const documentCourseQuerySchema = z.object({
  /** Omitted: the student's newest paid course whose rule requires documents. */
  studentCourseId: z.optional(idParam()),
});
export type DocumentCourseQuery = z.infer<typeof documentCourseQuerySchema>;

/** The text fields of the multipart save (text, as every multipart field). */
export const documentUploadFieldsSchema = z.object({
  studentCourseId: idParam(),
  documentType: z.enum(admissionDocumentTypes),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

export const documentParamsSchema = z.object({ documentId: idParam() });

export const documentCatalogEntrySchema = z.object({
  documentType: z.enum(admissionDocumentTypes),
  /** English words for API readers; the app words the type itself (in the student's language). */
  label: z.string(),
});
export type DocumentCatalogEntry = z.infer<typeof documentCatalogEntrySchema>;

/** 02 §7 document catalog: what the course requires, and what a file may be. */
export const documentCatalogSchema = z.object({
  studentCourseId: id(),
  courseName: z.string(),
  documents: z.array(documentCatalogEntrySchema),
  acceptedTypes: z.array(z.enum(documentUploadTypes)),
  maxBytes: z.int().check(z.positive()),
});
export type DocumentCatalog = z.infer<typeof documentCatalogSchema>;
export const documentCatalogResponseSchema = envelope(documentCatalogSchema);

export const studentDocumentSchema = z.object({
  documentId: id(),
  documentType: z.enum(admissionDocumentTypes),
  status: z.enum(documentStatuses),
  /** Support's reason when declined; null otherwise. */
  declineReason: z.nullable(z.string()),
  contentType: z.enum(documentStoredTypes),
  sizeBytes: z.int().check(z.positive()),
  /** The file's name as the student's device gave it, cleaned: for display only. */
  originalName: z.string(),
  filedAt: isoInstant(),
  decidedAt: z.nullable(isoInstant()),
});
export type StudentDocument = z.infer<typeof studentDocumentSchema>;

/** 02 §7 document range list: the student's documents of the course and where filing stands. */
export const documentRangeSchema = z.object({
  studentCourseId: id(),
  documents: z.array(studentDocumentSchema),
  /** Every required type has a document filed or approved (a declined one must be filed again). */
  allFiled: z.boolean(),
  allApproved: z.boolean(),
  /** False once eligibility is decided: nothing can be filed or replaced any more. */
  canReplace: z.boolean(),
});
export type DocumentRange = z.infer<typeof documentRangeSchema>;
export const documentRangeResponseSchema = envelope(documentRangeSchema);

/** Operators (admin key): support's decision on a filed document; a decline says why (the student reads it). */
export const documentDecisionRequestSchema = z
  .object({
    outcome: z.enum(['approved', 'declined']),
    reason: z.optional(
      text().check(z.trim(), z.minLength(documentLimits.reasonMin), z.maxLength(documentLimits.reasonMax)),
    ),
    /** Who decided (a name or initials), kept with the decision. */
    decidedBy: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(100))),
  })
  .check(z.refine((b) => b.outcome === 'approved' || b.reason !== undefined, { message: 'a decline needs a reason' }));
export type DocumentDecisionRequest = z.infer<typeof documentDecisionRequestSchema>;
export const documentDecisionResponseSchema = envelope(studentDocumentSchema);

export const documentMessages = {
  catalog: 'Documents this course requires.',
  range: 'Your documents.',
  filed: 'Your document was filed.',
  decided: 'The document was decided.',
  format: 'The file must be a JPEG, PNG or GIF image or a PDF.',
  tooLarge: 'The file is too large (at most 10 MB).',
  locked: 'This document can no longer be replaced.',
  notRequired: 'This course does not require this document.',
  noCourse: 'You have no course that requires documents.',
  notFiled: 'This document is decided already or was replaced.',
} as const;

/** English labels for API readers (the app has its own, translated). */
export const documentTypeLabels: Record<AdmissionDocumentType, string> = {
  citation: 'Copy of your citation (ticket)',
  governmentId: "Copy of your driver's license or other government ID",
};
