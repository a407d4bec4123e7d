import { azRegistrationStatusMachine } from '@machines/azRegistrationStatus';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const AzRegistrationStatusContext = createFlowContext(azRegistrationStatusMachine);
