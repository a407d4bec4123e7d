import { createActorContext } from '@xstate/react';

import { breakTimeMachine } from '@machines/breakTime';

export const BreakTimeContext = createActorContext(breakTimeMachine);
