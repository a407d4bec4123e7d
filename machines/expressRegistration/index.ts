export { expressCourseInfoMachine } from './expressCourseInfo.machine';
export { expressPhoneOfferMachine } from './expressPhoneOffer.machine';
export { expressRegistrationMachine } from './expressRegistration.machine';
export type * from './expressRegistration.types';
export { emailMissing, fastLanePaths, isIneligible, withCountryPrefix } from './expressRules';
