import { createFlowContext } from '@shared/flows/createFlowContext';

import { documentsMachine } from '@machines/documents';

export const DocumentsContext = createFlowContext(documentsMachine);
