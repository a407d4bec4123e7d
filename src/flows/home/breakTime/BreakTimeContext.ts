import { createFlowContext } from '@shared/flows/createFlowContext';

import { breakTimeMachine } from '@machines/breakTime';

export const BreakTimeContext = createFlowContext(breakTimeMachine);
