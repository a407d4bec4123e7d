import { createActorContext } from '@xstate/react';

import { documentsMachine } from '@machines/documents';

export const DocumentsContext = createActorContext(documentsMachine);
