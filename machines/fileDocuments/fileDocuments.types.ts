import type { AdmissionDocumentType, DocumentCatalog, DocumentRange, StudentDocument } from '@contracts/documents';

import type { Failure } from '../shared/failure';

export type { AdmissionDocumentType, DocumentCatalog, DocumentRange, StudentDocument };

/** What both document pages load: the course's required documents (catalog) and the student's (range list). */
export interface DocumentsLoaded {
  catalog: DocumentCatalog;
  range: DocumentRange;
}

export interface LoadDocumentsInput {
  /** The stored course; undefined: the server picks the newest paid course that requires documents. */
  studentCourseId?: number;
}

/** One file for one document type (the server checks its content again). */
export interface DocumentUpload {
  documentType: AdmissionDocumentType;
  file: File;
}

export interface UploadDocumentInput extends DocumentUpload {
  studentCourseId: number;
}

export interface FileDocumentsInput {
  studentCourseId?: number;
}

export interface FileDocumentsContext extends FileDocumentsInput {
  loaded?: DocumentsLoaded;
  /** The type whose file is being sent, or whose last send failed (the failure is shown with it). */
  documentType?: AdmissionDocumentType;
  failure?: Failure;
}

export type FileDocumentsEvent =
  ({ type: 'document.upload' } & DocumentUpload) | { type: 'continue.request' } | { type: 'retry.request' };
