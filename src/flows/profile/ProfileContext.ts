import { createFlowContext } from '@shared/flows/createFlowContext';

import { profileMachine } from '@machines/profile';

export const ProfileContext = createFlowContext(profileMachine);
