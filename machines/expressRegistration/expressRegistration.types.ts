import type { Student } from '../../contracts/auth';
import type { CheckoutRequest } from '../../contracts/checkout';
import type { CourseInfo, ExpressRegistrationRequest, ReviewsAggregate } from '../../contracts/express';
import type { Failure } from '../shared/failure';

/** 01 §3 Browser-stored values: the fast-lane step marker (2 cart, 3 billing, 4 personal information, 5 dashboard). */
export type FastLaneStep = '2' | '3' | '4' | '5';

/** 01 §3: the payment methods the express page offers, as they are stored. */
export type PaymentMethod = ExpressRegistrationRequest['paymentMethod'];

/** What the express page knows about its organisation when a payment method is chosen. */
export interface ExpressSettings {
  /** PAYMENT_BYPASS 'true': checkout at once. */
  paymentBypass: boolean;
  /** AZ_FLOW 'true': the AZ cart, and the eligibility message for an ineligible student. */
  azFlow: boolean;
  /** The branding organisation, used by the bypass checkout when the request names none. */
  organisationId?: number;
}

export interface ExpressInput {
  /** The stored step marker when the page opens with fastLaneFlag 'true' (01 §4 Express 6). */
  resumeStep?: FastLaneStep;
}

/**
 * A successful express registration: token, student (with isEligible) and the server's message.
 * An existing e-mail answers success without a token and with isEligible false.
 */
export interface ExpressRegistered {
  token?: string;
  student: Student;
  message: string;
}

export interface ExpressContext {
  resumeStep?: FastLaneStep;
  /** The request as sent (e-mail, payment method, phone from the phone offer). */
  request?: ExpressRegistrationRequest;
  settings?: ExpressSettings;
  registered?: ExpressRegistered;
  /** Why the registration or the bypass checkout failed; the state says how it is shown. */
  failure?: Failure;
}

export type ExpressEvent =
  | { type: 'express.submit'; request: ExpressRegistrationRequest; settings: ExpressSettings }
  | { type: 'account.login' }
  | { type: 'email.change' }
  | { type: 'page.reload' }
  | { type: 'checkout.retry' };

/** What a successful express registration stores: the login flags and the chosen payment method. */
export interface ExpressSession {
  registered: ExpressRegistered;
  paymentMethod: PaymentMethod;
}

// ---- Phone offer (01 §2 phone modal) ----

export interface PhoneOfferContext {
  /** The number kept for the express payload ('' when none was given); '+' added before a leading 1. */
  mobileNumber: string;
  /** The SMS consent box as last submitted. */
  optSms: boolean;
}

export type PhoneOfferEvent =
  { type: 'tab.hidden' } | { type: 'phone.submit'; mobileNumber: string; optSms: boolean } | { type: 'phone.dismiss' };

// ---- Course info panel (01 §2 express page parts) ----

export interface CourseInfoInput {
  configCourseId: number;
}

export interface CourseInfoContext {
  configCourseId: number;
  course?: CourseInfo;
  reviews?: ReviewsAggregate;
  /** Why the course info could not be loaded. */
  failure?: Failure;
}

export type CourseInfoEvent = { type: 'courseInfo.retry' } | { type: 'video.open' } | { type: 'video.close' };

export type { CheckoutRequest, CourseInfo, ExpressRegistrationRequest, ReviewsAggregate };
