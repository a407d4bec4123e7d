import { forgotPasswordMachine } from '@machines/forgotPassword';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ForgotPasswordContext = createFlowContext(forgotPasswordMachine);
