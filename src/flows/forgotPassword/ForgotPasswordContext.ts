import { createActorContext } from '@xstate/react';

import { forgotPasswordMachine } from '@machines/forgotPassword';

export const ForgotPasswordContext = createActorContext(forgotPasswordMachine);
