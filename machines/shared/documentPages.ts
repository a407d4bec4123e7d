import { assertEvent } from 'xstate';

import type { DocumentsEvent } from '../documents/documents.types';
import type {
  DocumentRange,
  DocumentsLoaded,
  FileDocumentsEvent,
  LoadDocumentsInput,
  UploadDocumentInput,
} from '../fileDocuments/fileDocuments.types';
import { failureParams } from './failure';
import { outputParams } from './output';
import { provided } from './provided';

/*
 * What the two document pages (02 §2 documents, file-documents) share: loading the course's required documents with
 * the student's, and sending a file for one type. Each page's machine puts them in its states 'loading' and
 * 'uploading' (with the spec and its words), and provides the actions `keepLoaded` (params: the list), `keepRange`
 * (params: the student's documents after the upload) and `keepFailure`.
 */

/** The actors of both pages, for the machine's `setup`. */
export const documentActors = {
  loadDocuments: provided<DocumentsLoaded, LoadDocumentsInput>('loadDocuments'),
  uploadDocument: provided<DocumentRange, UploadDocumentInput>('uploadDocument'),
};

/** The list loads into 'ready'; a failure is kept in 'loadFailed'. */
export const loadingDocuments = {
  id: 'loadDocuments',
  src: 'loadDocuments',
  input: ({ context }: { context: LoadDocumentsInput }) => ({ studentCourseId: context.studentCourseId }),
  onDone: { target: 'ready', actions: { type: 'keepLoaded', params: outputParams } },
  onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
} as const;

/** The chosen file goes to the page's course; either way back to 'ready', with the new list or the refusal kept. */
export const uploadingDocument = {
  id: 'uploadDocument',
  src: 'uploadDocument',
  input: ({
    context,
    event,
  }: {
    context: { loaded?: DocumentsLoaded };
    event: DocumentsEvent | FileDocumentsEvent;
  }) => {
    assertEvent(event, 'document.upload');
    return {
      studentCourseId: context.loaded!.catalog.studentCourseId,
      documentType: event.documentType,
      file: event.file,
    };
  },
  onDone: { target: 'ready', actions: { type: 'keepRange', params: outputParams } },
  onError: { target: 'ready', actions: { type: 'keepFailure', params: failureParams } },
} as const;
