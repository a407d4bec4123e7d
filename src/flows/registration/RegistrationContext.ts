import { createFlowContext } from '@shared/flows/createFlowContext';

import { registrationMachine } from '@machines/registration';

export const RegistrationContext = createFlowContext(registrationMachine);
