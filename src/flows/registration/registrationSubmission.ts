import type { RegistrationRequest } from '@contracts/registration';

/**
 * What the page needs from the registrationSubmit flow (its `useRegistrationSubmit()`): the page
 * builds the request, the submit flow does the SMS opt-in, the call and every outcome.
 */
export interface RegistrationSubmission {
  submit: (request: RegistrationRequest, sms: { consentRequired: boolean; optedIn: boolean }) => void;
  busy: boolean;
  /** A status 'Fail' message to show under the e-mail field (01 §8). */
  emailError?: string;
}
