import { breakTimeMachine } from '@machines/breakTime';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const BreakTimeContext = createFlowContext(breakTimeMachine);
