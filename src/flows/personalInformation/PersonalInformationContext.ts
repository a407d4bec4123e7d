import { createActorContext } from '@xstate/react';

import { personalInformationMachine } from '@machines/personalInformation';

export const PersonalInformationContext = createActorContext(personalInformationMachine);
