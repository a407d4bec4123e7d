import type { AdmissionDocumentType, DocumentsLoaded } from '@machines/fileDocuments';

import { pickedFile, rangeAfterFiling, uploadFailures } from './documents.fixtures';
import { outcomesOf } from './harness/model';

/* What the models of both document pages (documents, file-documents) plan alike: a file for a type, and its answers. */

/**
 * The student files each of `types`; one failure at a time: a refused type is tried again only after another path
 * answered it.
 */
export const uploadsOf = (types: AdmissionDocumentType[], failure: unknown) =>
  types
    .slice(0, failure ? 1 : undefined)
    .map((documentType) => ({ type: 'document.upload', documentType, file: pickedFile }));

/** A document page's snapshot, as far as its upload's answers depend on it. */
interface UploadingSnapshot {
  matches(state: 'uploading'): boolean;
  context: { loaded?: DocumentsLoaded; documentType?: AdmissionDocumentType; failure?: unknown };
}

/**
 * What the upload answers while a file is sent: the list with that type filed (with its new id in `newIds`: a
 * replacement), or each refusal, unless the last send was refused already.
 */
export function uploadOutcomes(s: UploadingSnapshot, newIds: Partial<Record<AdmissionDocumentType, number>> = {}) {
  const { loaded, documentType, failure } = s.context;
  if (!s.matches('uploading') || !loaded || !documentType) return [];
  return outcomesOf(s, 'uploadDocument', {
    answers: [rangeAfterFiling(loaded.range, documentType, newIds[documentType])],
    failures: failure ? [] : uploadFailures,
  });
}
