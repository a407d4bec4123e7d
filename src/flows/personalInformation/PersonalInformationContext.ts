import { createFlowContext } from '@shared/flows/createFlowContext';

import { personalInformationMachine } from '@machines/personalInformation';

export const PersonalInformationContext = createFlowContext(personalInformationMachine);
