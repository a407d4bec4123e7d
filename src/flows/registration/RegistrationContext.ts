import { createActorContext } from '@xstate/react';

import { registrationMachine } from '@machines/registration';

export const RegistrationContext = createActorContext(registrationMachine);
