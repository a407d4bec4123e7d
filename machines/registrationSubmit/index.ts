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
  type RegistrationRefusal,
  smsAlertNeeded,
} from './registrationRules';
export { registrationSubmitMachine } from './registrationSubmit.machine';
export type * from './registrationSubmit.types';
