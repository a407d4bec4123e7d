export { registrationSubmitMachine } from './registrationSubmit.machine';
export { registrationCompletionMachine } from './registrationCompletion.machine';
export {
  bypassCheckout,
  cartPath,
  classifyRegistrationFailure,
  emailFailCode,
  gsaOrganisationId,
  needsEmailCode,
  paymentBypassed,
  registrationMessages,
  smsAlertNeeded,
  type RegistrationRefusal,
} from './registrationRules';
export type * from './registrationSubmit.types';
