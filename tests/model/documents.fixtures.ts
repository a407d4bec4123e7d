import {
  type AdmissionDocumentType,
  type DocumentCatalog,
  documentFailureCodes,
  documentMessages,
  type DocumentRange,
  type StudentDocument,
} from '@contracts/documents';

import { networkFailure, refusal } from './failures.fixtures';

/** The Arizona course's catalog (02 §7 Documents: catalog): the citation and a government ID. */
export const azCatalog: DocumentCatalog = {
  studentCourseId: 50010,
  courseName: 'Arizona Defensive Driving School',
  documents: [
    { documentType: 'citation', label: 'Copy of your citation (ticket)' },
    { documentType: 'governmentId', label: "Copy of your driver's license or other government ID" },
  ],
  acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'],
  maxBytes: 10 * 1024 * 1024,
};
/** A course that requires no documents. */
export const noDocumentsCatalog: DocumentCatalog = { ...azCatalog, courseName: 'California 8-Hour', documents: [] };

export const typeNames: Record<AdmissionDocumentType, string> = {
  citation: 'Copy of your citation (ticket)',
  governmentId: "Copy of your driver's license or other government ID",
};
export const statusNames = {
  missing: 'Not filed yet',
  filed: 'Filed, waiting for review',
  approved: 'Approved',
  declined: 'Declined',
} as const;

const documentIds: Record<AdmissionDocumentType, number> = { citation: 701, governmentId: 702 };

export const documentOf = (
  documentType: AdmissionDocumentType,
  status: StudentDocument['status'] = 'filed',
  documentId = documentIds[documentType],
): StudentDocument => ({
  documentId,
  documentType,
  status,
  declineReason: status === 'declined' ? 'The photo is too dark to read.' : null,
  contentType: documentType === 'citation' ? 'application/pdf' : 'image/jpeg',
  sizeBytes: 123_456,
  originalName: documentType === 'citation' ? 'citation.pdf' : 'licence.jpg',
  filedAt: '2026-06-10T16:00:00.000Z',
  decidedAt: status === 'filed' ? null : '2026-06-11T16:00:00.000Z',
});

/** The range list with these documents (all filed when every one of the catalog's types is filed or approved). */
export function rangeOf(documents: StudentDocument[], canReplace = true, catalog = azCatalog): DocumentRange {
  const statuses = catalog.documents.map(
    ({ documentType }) => documents.find((d) => d.documentType === documentType)?.status,
  );
  return {
    studentCourseId: catalog.studentCourseId,
    documents,
    allFiled: statuses.every((s) => s === 'filed' || s === 'approved'),
    allApproved: statuses.every((s) => s === 'approved'),
    canReplace,
  };
}

/** The range after filing `documentType` (replacing its document). */
export const rangeAfterFiling = (range: DocumentRange, documentType: AdmissionDocumentType, documentId?: number) =>
  rangeOf(
    [...range.documents.filter((d) => d.documentType !== documentType), documentOf(documentType, 'filed', documentId)],
    range.canReplace,
  );

/** What the student picks: a small PNG (the server checks the content; here only its name and type matter). */
export const pickedFile = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', { type: 'image/png' });

export const uploadFailures = [
  refusal(400, documentFailureCodes.format, documentMessages.format),
  refusal(409, documentFailureCodes.locked, documentMessages.locked),
  networkFailure,
];
