import { changePasswordMachine } from '@machines/changePassword';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ChangePasswordContext = createFlowContext(changePasswordMachine);
