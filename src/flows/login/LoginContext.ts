import { createActorContext } from '@xstate/react';

import { loginMachine } from '@machines/login';

export const LoginContext = createActorContext(loginMachine);
