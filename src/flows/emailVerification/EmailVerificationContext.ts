import { emailVerificationMachine } from '@machines/emailVerification';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const EmailVerificationContext = createFlowContext(emailVerificationMachine);
