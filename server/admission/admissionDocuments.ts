import type { AdmissionDocumentType } from '../../contracts/courseRules';
import type { AdmissionDocumentStatus } from '../../contracts/eligibility';
import type { Queryable } from '../db/types';
import { documentsOf } from './documents';

/*
 * The one place the eligibility code reads the filed documents: through the documents page's own module
 * (server/admission/documents.ts), per type the rule requires, with when each was filed (the timeline's date).
 */

export interface AdmissionDocument {
  type: AdmissionDocumentType;
  status: AdmissionDocumentStatus;
  /** When the student filed the current document; null while missing. */
  filedAt: Date | null;
}

export async function admissionDocumentsOf(
  db: Queryable,
  studentCourseId: number,
  required: readonly AdmissionDocumentType[],
): Promise<AdmissionDocument[]> {
  if (required.length === 0) return [];
  const documents = await documentsOf(db, studentCourseId);
  return required.map((type) => {
    const current = documents.find((d) => d.documentType === type);
    return current
      ? { type, status: current.status, filedAt: new Date(current.filedAt) }
      : { type, status: 'missing' as const, filedAt: null };
  });
}

/** When the last required document was filed (the timeline's 'documents filed'); null while one is missing or declined. */
export const documentsFiledAt = (documents: AdmissionDocument[]): Date | null =>
  documents.length > 0 && documents.every((d) => d.filedAt !== null && d.status !== 'declined')
    ? new Date(Math.max(...documents.map((d) => d.filedAt!.getTime())))
    : null;
