import { createActorContext } from '@xstate/react';

import {
  expressCourseInfoMachine,
  expressPhoneOfferMachine,
  expressRegistrationMachine,
} from '@machines/expressRegistration';

export const ExpressRegistrationContext = createActorContext(expressRegistrationMachine);
export const ExpressPhoneOfferContext = createActorContext(expressPhoneOfferMachine);
export const ExpressCourseInfoContext = createActorContext(expressCourseInfoMachine);
