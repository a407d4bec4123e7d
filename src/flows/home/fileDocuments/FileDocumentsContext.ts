import { fileDocumentsMachine } from '@machines/fileDocuments';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const FileDocumentsContext = createFlowContext(fileDocumentsMachine);
