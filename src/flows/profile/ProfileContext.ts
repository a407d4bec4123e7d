import { profileMachine } from '@machines/profile';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ProfileContext = createFlowContext(profileMachine);
