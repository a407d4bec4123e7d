import { registrationMachine } from '@machines/registration';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const RegistrationContext = createFlowContext(registrationMachine);
