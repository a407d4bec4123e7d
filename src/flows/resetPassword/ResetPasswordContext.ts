import { createActorContext } from '@xstate/react';

import { resetPasswordMachine } from '@machines/resetPassword';

export const ResetPasswordContext = createActorContext(resetPasswordMachine);
