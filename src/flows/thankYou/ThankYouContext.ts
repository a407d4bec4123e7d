import { createActorContext } from '@xstate/react';

import { thankYouMachine } from '@machines/thankYou';

export const ThankYouContext = createActorContext(thankYouMachine);
