import { expressPhoneOfferModel } from './expressPhoneOffer.model';
import { expressPhoneOfferView } from './expressPhoneOffer.view';
import { runModelTests } from './harness/run';

runModelTests(expressPhoneOfferModel, expressPhoneOfferView);
