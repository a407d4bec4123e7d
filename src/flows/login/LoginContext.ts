import { createFlowContext } from '@shared/flows/createFlowContext';

import { loginMachine } from '@machines/login';

export const LoginContext = createFlowContext(loginMachine);
