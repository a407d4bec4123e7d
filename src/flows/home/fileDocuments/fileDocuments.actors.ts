import type { fileDocumentsMachine } from '@machines/fileDocuments';
import type { DocumentEndpoints } from '@shared/api/endpoints/documents';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';

import { createDocumentsLoaders } from '../documents/documents.actors';

/** The file-documents page's I/O (the documents page's loading and filing) and its navigation. */
export const createFileDocumentsImplementations = ({
  api,
  navigate,
}: {
  api: DocumentEndpoints;
  navigate: NavigateTo;
}) =>
  ({
    actors: createDocumentsLoaders(api),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof fileDocumentsMachine>;
