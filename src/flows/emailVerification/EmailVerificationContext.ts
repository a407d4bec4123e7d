import { createFlowContext } from '@shared/flows/createFlowContext';

import { emailVerificationMachine } from '@machines/emailVerification';

export const EmailVerificationContext = createFlowContext(emailVerificationMachine);
