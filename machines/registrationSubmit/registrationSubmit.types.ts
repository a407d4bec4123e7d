import type { Student } from '../../contracts/auth';
import type { CheckoutRequest } from '../../contracts/checkout';
import type { RegistrationRequest } from '../../contracts/registration';
import type { Failure } from '../shared/failure';

/** What the registration page knows about its organisation when the form is sent. */
export interface RegistrationSettings {
  /** The organisation's and course's custom attributes (PAYMENT_BYPASS, EMAIL_VERIFICATION, ...). */
  attributes: Record<string, string>;
  /** The branding organisation, used when the request names none. */
  organisationId?: number;
  /** The AZ flow (AZ_FLOW 'true'): its own cart page. */
  azFlow: boolean;
}

/** The SMS consent checkbox as the form has it (01 §4 SMS opt-in). */
export interface SmsChoice {
  /** The page requires an answer about text messages. */
  consentRequired: boolean;
  /** The consent box is ticked. */
  optedIn: boolean;
}

/** A successful registration: the session token and the new student. */
export interface Registered {
  token: string;
  student: Student;
}

export interface RegistrationSubmitContext {
  /** The request as it is (or will be) sent; the SMS modal may opt it in. */
  request?: RegistrationRequest;
  settings?: RegistrationSettings;
  /** The answer of a successful registration, handed to the completion steps. */
  registered?: Registered;
  /** Why the last registration was refused; the state says how it is shown. */
  failure?: Failure;
}

export type RegistrationSubmitEvent =
  | { type: 'registration.submit'; request: RegistrationRequest; sms: SmsChoice; settings: RegistrationSettings }
  | { type: 'sms.optIn' }
  | { type: 'sms.decline' }
  | { type: 'sms.dismiss' }
  | { type: 'account.login' }
  | { type: 'email.change' }
  | { type: 'error.dismiss' };

/** What the completion steps start from. */
export interface RegistrationCompletionInput {
  registered: Registered;
  configCourseId: number;
  organisationId?: number;
  settings: RegistrationSettings;
}

export interface RegistrationCompletionContext extends RegistrationCompletionInput {
  /** Why the last checkout or student-details call failed (shown as a toast). */
  failure?: Failure;
}

export type RegistrationCompletionEvent =
  { type: 'email.verified' } | { type: 'checkout.retry' } | { type: 'student.retry' } | { type: 'account.login' };

export type { CheckoutRequest };

/**
 * The zero-amount checkout with the new student's token: the call sends it itself, because when no code is asked the
 * checkout starts in the completion's first step, and XState starts an invoked call before that step's storeToken runs.
 */
export interface BypassCheckoutInput {
  request: CheckoutRequest;
  token: string;
}

export interface StoredToken {
  token: string;
  studentId: number;
}

export interface LoadStudentInput {
  studentId: number;
}

export interface RegistrationStorageScope {
  configCourseId: number;
  organisationId?: number;
}
