import { createFlowContext } from '@shared/flows/createFlowContext';

import { azRegistrationStatusMachine } from '@machines/azRegistrationStatus';

export const AzRegistrationStatusContext = createFlowContext(azRegistrationStatusMachine);
