import * as routes from '@contracts/pages';
import type { AppPath } from '@contracts/routes';

import type { Student } from '../../contracts/auth';
import type { CheckoutRequest } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import { registrationFailureCodes } from '../../contracts/registration';
import type { Failure } from '../shared/failure';
import type { RegistrationSettings, SmsChoice } from './registrationSubmit.types';

/**
 * 01 §8 Registration: what a refused registration means for the page, one kind per rule.
 * - `exception`: no answer, a 5xx or an unreadable answer ('already registered' modal).
 * - `invalidLicensePlate`: 'Please enter a valid license plate to register for the course' (the spec's
 *   'or islicenseplateEligible true' is part of that refusal; a success's islicenseplateEligible
 *   true is a valid government tag, as the reference server answers it).
 * - `notRegistered`: contains 'We could not register you to the course' (message, then /login).
 * - `existingEmail`: exactly 'Email id already registered with us please contact support team…'.
 * - `gsaVehicleTag`: contains 'GSA Vehicle Tag Number', not 'GSA Driver Safety course' nor
 *   'Email id already registered' (the error modal).
 * - `duplicateEmail`: contains 'Duplicate Email Id' or 'already registered' ('Mail Id already exists').
 * - `governmentFleet`: any other vehicle-tag message: 'GSA Driver Safety course', 'government fleet'
 *   or 'vehicle tag' (modal with Login, logout after 5 s).
 * - `emailRejected`: status code 'FAIL' or INVALID_EMAIL (the message under the e-mail field).
 * - `other`: shown as it is.
 */
export type RegistrationRefusal =
  | 'exception'
  | 'invalidLicensePlate'
  | 'notRegistered'
  | 'existingEmail'
  | 'gsaVehicleTag'
  | 'duplicateEmail'
  | 'governmentFleet'
  | 'emailRejected'
  | 'other';

export const registrationMessages = {
  invalidLicensePlate: 'Please enter a valid license plate to register for the course',
  notRegistered: 'We could not register you to the course',
  existingEmail: 'Email id already registered with us please contact support team for registering to this course',
} as const;

/** The status code the server gives e-mail problems (the spec's status 'Fail'). */
export const emailFailCode = 'FAIL';

const has = (message: string, part: string) => message.toLowerCase().includes(part.toLowerCase());

/** The reference server's codes for the same refusals (docs/decisions.md: guard on codes, match the spec's texts too). */
const byCode: Partial<Record<string, RegistrationRefusal>> = {
  [registrationFailureCodes.invalidVehicleTag]: 'invalidLicensePlate',
  [registrationFailureCodes.registrationClosed]: 'notRegistered',
  [registrationFailureCodes.emailRegisteredElsewhere]: 'existingEmail',
  [registrationFailureCodes.vehicleTagTaken]: 'gsaVehicleTag',
  [registrationFailureCodes.duplicateEmail]: 'duplicateEmail',
};

/**
 * 01 §8 Registration, in the order the rules are tried (see RegistrationRefusal). The GSA rule
 * comes before the duplicate rule: its exclusions only make sense there, and the server's
 * 'This GSA Vehicle Tag Number is already registered for this course.' belongs in the error modal.
 */
export function classifyRegistrationFailure(failure: Failure): RegistrationRefusal {
  if (failure.kind !== 'failure' || failure.httpStatus >= 500) return 'exception';
  const message = failure.message.trim();
  const coded = failure.code ? byCode[failure.code] : undefined;
  if (message === registrationMessages.invalidLicensePlate || coded === 'invalidLicensePlate')
    return 'invalidLicensePlate';
  if (has(message, registrationMessages.notRegistered) || coded === 'notRegistered') return 'notRegistered';
  if (message === registrationMessages.existingEmail || coded === 'existingEmail') return 'existingEmail';
  const gsaMessage =
    has(message, 'GSA Vehicle Tag Number') &&
    !has(message, 'GSA Driver Safety course') &&
    !has(message, 'Email id already registered');
  if (gsaMessage || coded === 'gsaVehicleTag') return 'gsaVehicleTag';
  if (has(message, 'Duplicate Email Id') || has(message, 'already registered') || coded === 'duplicateEmail')
    return 'duplicateEmail';
  if (has(message, 'GSA Driver Safety course') || has(message, 'government fleet') || has(message, 'vehicle tag'))
    return 'governmentFleet';
  if (failure.code?.toUpperCase() === emailFailCode || failure.code === failureCodes.invalidEmail)
    return 'emailRejected';
  return 'other';
}

/** 01 §4 SMS opt-in: the 'SMS Alert!' asks first when consent is required and not ticked. */
export const smsAlertNeeded = (sms: SmsChoice): boolean => sms.consentRequired && !sms.optedIn;

/**
 * 01 §4 Registration success: the e-mail code is asked unless the server skipped it
 * (isEmailVerficationSkipped) or the organisation's EMAIL_VERIFICATION attribute is 'false'.
 */
export const needsEmailCode = (student: Student, settings: RegistrationSettings): boolean =>
  !student.isEmailVerficationSkipped && settings.attributes.EMAIL_VERIFICATION !== 'false';

/** 01 §4 Registration success: PAYMENT_BYPASS 'true' checks out at once. */
export const paymentBypassed = (settings: RegistrationSettings): boolean =>
  settings.attributes.PAYMENT_BYPASS === 'true';

/** 01 §4 Registration success: the cart after registering (the AZ flow has its own). */
export const cartPath = (settings: RegistrationSettings): AppPath =>
  settings.azFlow ? routes.azCartSummary : routes.cartSummary;

/** 02 §4 Payment bypass: the organisation whose bypass checkouts are GSA courses. */
export const gsaOrganisationId = 1481;

/** 02 §4 Payment bypass: a zero-amount transaction through the BYPASSPAYMENT gateway. */
export function bypassCheckout(
  studentId: number,
  configCourseId: number,
  organisationId: number | undefined,
): CheckoutRequest {
  return {
    paymentGateway: 'BYPASSPAYMENT',
    totalAmount: 0,
    isPayLater: false,
    isParentPaymentRequest: false,
    isGatewayBypass: true,
    isGSACourse: organisationId === gsaOrganisationId,
    isPrimary: true,
    student: { studentId },
    configCourse: { configCourseId },
    studentPaymentTrxLines: [],
    ...(organisationId === undefined ? {} : { organisationId }),
  };
}
