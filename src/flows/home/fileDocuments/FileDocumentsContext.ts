import { createFlowContext } from '@shared/flows/createFlowContext';

import { fileDocumentsMachine } from '@machines/fileDocuments';

export const FileDocumentsContext = createFlowContext(fileDocumentsMachine);
