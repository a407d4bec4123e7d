import { assertEvent } from 'xstate';

import type { DocumentsEvent } from '../documents/documents.types';
import type {
  DocumentRange,
  DocumentsLoaded,
  FileDocumentsEvent,
  LoadDocumentsInput,
  UploadDocumentInput,
} from '../fileDocuments/fileDocuments.types';
import { provided } from './provided';
import { request } from './request';

/*
 * What the two document pages (02 §2 documents, file-documents) share: loading the course's required documents with
 * the student's, and sending a file for one type. Each page's machine puts them in its states 'loading' and
 * 'uploading' (with the spec and its words), and provides the actions `keepLoaded` (params: the list), `keepRange`
 * (params: the student's documents after the upload) and `keepFailure`.
 */

/** The events of either page. */
type DocumentPageEvent = DocumentsEvent | FileDocumentsEvent;

/** The actors of both pages, for the machine's `setup`. */
export const documentActors = {
  loadDocuments: provided<DocumentsLoaded, LoadDocumentsInput>('loadDocuments'),
  uploadDocument: provided<DocumentRange, UploadDocumentInput>('uploadDocument'),
};

/** The list loads into 'ready'; a failure is kept in 'loadFailed'. */
export const loadingDocuments = {
  ...request({ src: 'loadDocuments', keep: 'keepLoaded', done: 'ready', failed: 'loadFailed' }),
  input: ({ context }: { context: LoadDocumentsInput }) => ({ studentCourseId: context.studentCourseId }),
};

/** The chosen file goes to the page's course; either way back to 'ready', with the new list or the refusal kept. */
export const uploadingDocument = {
  ...request({ src: 'uploadDocument', keep: 'keepRange', done: 'ready', failed: 'ready' }),
  input: ({ context, event }: { context: { loaded?: DocumentsLoaded }; event: DocumentPageEvent }) => {
    assertEvent(event, 'document.upload');
    return {
      studentCourseId: context.loaded!.catalog.studentCourseId,
      documentType: event.documentType,
      file: event.file,
    };
  },
};
