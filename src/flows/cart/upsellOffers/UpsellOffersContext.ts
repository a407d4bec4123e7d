import { createActorContext } from '@xstate/react';

import { upsellOffersMachine } from '@machines/cart';

export const UpsellOffersContext = createActorContext(upsellOffersMachine);
