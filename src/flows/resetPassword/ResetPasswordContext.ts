import { resetPasswordMachine } from '@machines/resetPassword';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ResetPasswordContext = createFlowContext(resetPasswordMachine);
