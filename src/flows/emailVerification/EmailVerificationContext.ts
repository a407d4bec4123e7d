import { createActorContext } from '@xstate/react';

import { emailVerificationMachine } from '@machines/emailVerification';

export const EmailVerificationContext = createActorContext(emailVerificationMachine);
