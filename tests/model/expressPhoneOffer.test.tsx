import { runModelTests } from './harness/run';
import { expressPhoneOfferModel } from './expressPhoneOffer.model';
import { expressPhoneOfferView } from './expressPhoneOffer.view';

runModelTests(expressPhoneOfferModel, expressPhoneOfferView);
