import { createFlowContext } from '@shared/flows/createFlowContext';

import {
  expressCourseInfoMachine,
  expressPhoneOfferMachine,
  expressRegistrationMachine,
} from '@machines/expressRegistration';

export const ExpressRegistrationContext = createFlowContext(expressRegistrationMachine);
export const ExpressPhoneOfferContext = createFlowContext(expressPhoneOfferMachine);
export const ExpressCourseInfoContext = createFlowContext(expressCourseInfoMachine);
