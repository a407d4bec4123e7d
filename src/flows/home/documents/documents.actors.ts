import { fromPromise } from 'xstate';

import { documentFileField } from '@contracts/documents';
import type { documentsMachine, OpenDocumentInput } from '@machines/documents';
import type { DocumentRange, DocumentsLoaded, LoadDocumentsInput, UploadDocumentInput } from '@machines/fileDocuments';
import type { DocumentEndpoints } from '@shared/api/endpoints/documents';
import { openInNewTab } from '@shared/files/openInNewTab';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The multipart save: the text fields first, then the file (the server reads them in order). */
export function documentForm(input: UploadDocumentInput): FormData {
  const form = new FormData();
  form.append('studentCourseId', String(input.studentCourseId));
  form.append('documentType', input.documentType);
  form.append(documentFileField, input.file, input.file.name);
  return form;
}

const extensions: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' };

/** The name a document is saved under where a new tab cannot open. */
export const savedName = (documentId: number) => (blob: Blob) => `document-${documentId}${extensions[blob.type] ?? ''}`;

/** The catalog, then the range list of the same course (the catalog names it when the page had none stored). */
export const createDocumentsLoaders = (api: DocumentEndpoints) => ({
  loadDocuments: fromPromise<DocumentsLoaded, LoadDocumentsInput>(async ({ input, signal }) => {
    const catalog = (await api.documentCatalog(input.studentCourseId, signal)).data;
    const range = (await api.documentRange(catalog.studentCourseId, signal)).data;
    return { catalog, range };
  }),
  uploadDocument: fromPromise<DocumentRange, UploadDocumentInput>(
    async ({ input, signal }) => (await api.saveDocument(documentForm(input), signal)).data,
  ),
});

/** The documents page's I/O: loading, filing, and a document shown in a new tab (02 §7 Documents). */
export const createDocumentsActors = (api: DocumentEndpoints) => ({
  ...createDocumentsLoaders(api),
  openDocument: fromPromise<void, OpenDocumentInput>(({ input, signal }) =>
    openInNewTab(() => api.documentContent(input.documentId, signal), savedName(input.documentId)),
  ),
});

export const createDocumentsImplementations = ({ api }: { api: DocumentEndpoints }) =>
  ({ actors: createDocumentsActors(api) }) satisfies ImplementationsOf<typeof documentsMachine>;
