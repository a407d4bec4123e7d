import { createActorContext } from '@xstate/react';

import { authCheckMachine } from '@machines/authCheck';

export const AuthCheckContext = createActorContext(authCheckMachine);
