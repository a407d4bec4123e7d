import { createFlowContext } from '@shared/flows/createFlowContext';

import { courtLookupMachine } from '@machines/courtLookup';

export const CourtLookupContext = createFlowContext(courtLookupMachine);
