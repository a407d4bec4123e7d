import { createFlowContext } from '@shared/flows/createFlowContext';

import { resetPasswordMachine } from '@machines/resetPassword';

export const ResetPasswordContext = createFlowContext(resetPasswordMachine);
