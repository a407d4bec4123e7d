import { upsellOffersMachine } from '@machines/cart';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const UpsellOffersContext = createFlowContext(upsellOffersMachine);
