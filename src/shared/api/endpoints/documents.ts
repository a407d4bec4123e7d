import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/** Answer schemas load with the first call that needs them (as in student.ts). */
const documentSchemas = () => import('@contracts/documents');

/** The Arizona flow's documents (02 §7 Documents: catalog, range list, save; and a document's content). */
export const documentEndpoints = (client: ApiClient) => ({
  documentCatalog: (studentCourseId: number | undefined, signal: AbortSignal) =>
    client.callData(apiPaths.documentCatalog, () => documentSchemas().then((m) => m.documentCatalogResponseSchema), {
      query: { studentCourseId },
      signal,
    }),
  documentRange: (studentCourseId: number | undefined, signal: AbortSignal) =>
    client.callData(apiPaths.documentRange, () => documentSchemas().then((m) => m.documentRangeResponseSchema), {
      query: { studentCourseId },
      signal,
    }),
  /** A multipart form: studentCourseId and documentType, then the file. Answers the range list after the filing. */
  saveDocument: (form: FormData, signal: AbortSignal) =>
    client.callData(apiPaths.studentDocument, () => documentSchemas().then((m) => m.documentRangeResponseSchema), {
      method: 'POST',
      body: form,
      signal,
    }),
  /** The document's content with the session's headers (the API needs the bearer token: no plain link). */
  documentContent: (documentId: number, signal: AbortSignal) =>
    client.download(`${apiPaths.studentDocument}/${documentId}`, {}, signal),
});

export type DocumentEndpoints = ReturnType<typeof documentEndpoints>;
