import { createActorContext } from '@xstate/react';

import { parentVerificationMachine } from '@machines/parentVerification';

export const ParentVerificationContext = createActorContext(parentVerificationMachine);
