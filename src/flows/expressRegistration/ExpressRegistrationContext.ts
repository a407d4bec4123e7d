import {
  expressCourseInfoMachine,
  expressPhoneOfferMachine,
  expressRegistrationMachine,
} from '@machines/expressRegistration';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ExpressRegistrationContext = createFlowContext(expressRegistrationMachine);
export const ExpressPhoneOfferContext = createFlowContext(expressPhoneOfferMachine);
export const ExpressCourseInfoContext = createFlowContext(expressCourseInfoMachine);
