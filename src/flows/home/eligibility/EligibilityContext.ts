import { createActorContext } from '@xstate/react';

import { eligibilityMachine } from '@machines/eligibility';

export const EligibilityContext = createActorContext(eligibilityMachine);
