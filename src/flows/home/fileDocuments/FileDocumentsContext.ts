import { createActorContext } from '@xstate/react';

import { fileDocumentsMachine } from '@machines/fileDocuments';

export const FileDocumentsContext = createActorContext(fileDocumentsMachine);
