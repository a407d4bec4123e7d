export { expressRegistrationMachine } from './expressRegistration.machine';
export { expressPhoneOfferMachine } from './expressPhoneOffer.machine';
export { expressCourseInfoMachine } from './expressCourseInfo.machine';
export { emailMissing, fastLanePaths, isIneligible, withCountryPrefix } from './expressRules';
export type * from './expressRegistration.types';
