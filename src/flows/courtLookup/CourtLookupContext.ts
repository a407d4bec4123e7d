import { courtLookupMachine } from '@machines/courtLookup';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const CourtLookupContext = createFlowContext(courtLookupMachine);
