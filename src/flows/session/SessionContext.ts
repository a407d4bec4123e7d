import { createFlowContext } from '@shared/flows/createFlowContext';

import { sessionMachine } from '@machines/session';

export const SessionContext = createFlowContext(sessionMachine);
