import { createActorContext } from '@xstate/react';

import { sessionMachine } from '@machines/session';

export const SessionContext = createActorContext(sessionMachine);
