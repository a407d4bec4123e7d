import { personalInformationMachine } from '@machines/personalInformation';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const PersonalInformationContext = createFlowContext(personalInformationMachine);
