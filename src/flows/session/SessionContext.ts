import { sessionMachine } from '@machines/session';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const SessionContext = createFlowContext(sessionMachine);
