import { authCheckMachine } from '@machines/authCheck';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const AuthCheckContext = createFlowContext(authCheckMachine);
