import type {
  AdmissionDocumentType,
  DocumentRange,
  DocumentsLoaded,
  DocumentUpload,
  LoadDocumentsInput,
  UploadDocumentInput,
} from '../fileDocuments/fileDocuments.types';
import type { Failure } from '../shared/failure';

export type { DocumentRange, DocumentsLoaded, DocumentUpload, LoadDocumentsInput, UploadDocumentInput };

export interface DocumentsInput {
  studentCourseId?: number;
}

export interface OpenDocumentInput {
  documentId: number;
}

export interface DocumentsContext extends DocumentsInput {
  loaded?: DocumentsLoaded;
  /** The type whose file is being sent, or whose last send failed (the failure is shown with it). */
  documentType?: AdmissionDocumentType;
  /** The type whose file was just replaced (the page confirms it). */
  replaced?: AdmissionDocumentType;
  failure?: Failure;
}

export type DocumentsEvent =
  | ({ type: 'document.upload' } & DocumentUpload)
  | { type: 'document.view'; documentId: number }
  | { type: 'retry.request' };
