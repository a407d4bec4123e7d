import { createFlowContext } from '@shared/flows/createFlowContext';

import { changePasswordMachine } from '@machines/changePassword';

export const ChangePasswordContext = createFlowContext(changePasswordMachine);
