import { createActorContext } from '@xstate/react';

import { azRegistrationStatusMachine } from '@machines/azRegistrationStatus';

export const AzRegistrationStatusContext = createActorContext(azRegistrationStatusMachine);
