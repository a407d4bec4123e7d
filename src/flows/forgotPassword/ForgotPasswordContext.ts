import { createFlowContext } from '@shared/flows/createFlowContext';

import { forgotPasswordMachine } from '@machines/forgotPassword';

export const ForgotPasswordContext = createFlowContext(forgotPasswordMachine);
