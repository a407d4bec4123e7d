import { createActorContext } from '@xstate/react';

import { readAloudMachine } from '@machines/readAloud';

export const ReadAloudContext = createActorContext(readAloudMachine);
