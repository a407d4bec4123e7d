import { documentsMachine } from '@machines/documents';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const DocumentsContext = createFlowContext(documentsMachine);
