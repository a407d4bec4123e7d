import { runModelTests } from './harness/run';
import { cartUpsellOffersModel } from './cartUpsellOffers.model';
import { cartUpsellOffersView } from './cartUpsellOffers.view';

runModelTests(cartUpsellOffersModel, cartUpsellOffersView);
