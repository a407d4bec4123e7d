import { createActorContext } from '@xstate/react';

import { courtLookupMachine } from '@machines/courtLookup';

export const CourtLookupContext = createActorContext(courtLookupMachine);
