import { createActorContext } from '@xstate/react';

import { profileMachine } from '@machines/profile';

export const ProfileContext = createActorContext(profileMachine);
