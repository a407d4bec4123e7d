import { createActorContext } from '@xstate/react';

import { changePasswordMachine } from '@machines/changePassword';

export const ChangePasswordContext = createActorContext(changePasswordMachine);
