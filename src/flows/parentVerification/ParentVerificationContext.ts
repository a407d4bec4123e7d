import { parentVerificationMachine } from '@machines/parentVerification';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ParentVerificationContext = createFlowContext(parentVerificationMachine);
