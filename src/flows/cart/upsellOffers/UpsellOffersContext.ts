import { createFlowContext } from '@shared/flows/createFlowContext';

import { upsellOffersMachine } from '@machines/cart';

export const UpsellOffersContext = createFlowContext(upsellOffersMachine);
