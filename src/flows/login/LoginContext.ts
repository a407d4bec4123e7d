import { loginMachine } from '@machines/login';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const LoginContext = createFlowContext(loginMachine);
