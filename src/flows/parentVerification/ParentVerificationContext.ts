import { createFlowContext } from '@shared/flows/createFlowContext';

import { parentVerificationMachine } from '@machines/parentVerification';

export const ParentVerificationContext = createFlowContext(parentVerificationMachine);
