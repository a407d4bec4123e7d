import { cartUpsellOffersModel } from './cartUpsellOffers.model';
import { cartUpsellOffersView } from './cartUpsellOffers.view';
import { runModelTests } from './harness/run';

runModelTests(cartUpsellOffersModel, cartUpsellOffersView);
