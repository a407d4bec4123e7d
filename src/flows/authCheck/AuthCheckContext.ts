import { createFlowContext } from '@shared/flows/createFlowContext';

import { authCheckMachine } from '@machines/authCheck';

export const AuthCheckContext = createFlowContext(authCheckMachine);
