import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { failureCodes, legacyUnknownEmailCode } from '@contracts/envelope';
import {
  accountFailureCodes,
  checkoutFailureCodes,
  connectedAccountFailureCodes,
  documentFailureCodes,
  eligibilityFailureCodes,
  notificationPreferencesFailureCodes,
  parentTokenFailureCodes,
  parentVerificationFailureCodes,
  personalInformationFailureCodes,
  profileFailureCodes,
  refundFailureCodes,
  registrationFailureCodes,
  type SignInNoticeCode,
  signInNoticeCodes,
  twoFactorFailureCodes,
} from '@contracts/failureCodes';
import {
  type AttemptLimitName,
  attemptLimitNames,
  type RefusalParams,
  refusalParamsSchema,
} from '@contracts/refusalParams';

import type { ApiFailure } from '../api/errors';
import { genericError } from './genericError';

/*
 * Loaded on first use (failureWording.ts) with its own catalog part `failures`: a page that shows no failure
 * downloads neither this table nor its words.
 */

/** Every refusal code of the contracts: the table below words each one (docs/architecture.md, Refusals). */
export const refusalCodes = [
  ...Object.values(failureCodes),
  legacyUnknownEmailCode,
  ...Object.values(accountFailureCodes),
  ...Object.values(profileFailureCodes),
  ...Object.values(notificationPreferencesFailureCodes),
  ...Object.values(connectedAccountFailureCodes),
  ...Object.values(documentFailureCodes),
  ...Object.values(refundFailureCodes),
  ...Object.values(eligibilityFailureCodes),
  ...Object.values(checkoutFailureCodes),
  ...Object.values(personalInformationFailureCodes),
  ...Object.values(parentVerificationFailureCodes),
  ...Object.values(registrationFailureCodes),
  ...Object.values(twoFactorFailureCodes),
  ...Object.values(parentTokenFailureCodes),
];
export type RefusalCode = (typeof refusalCodes)[number];

/** The server's own words are shown for this code, as they are (01 §8 "other messages are shown as they are"). */
export const shownAsSent = Symbol('shownAsSent');
type Wording = MessageDescriptor | typeof shownAsSent | ((params: RefusalParams) => MessageDescriptor);

/** The wait refusals by the limit their params name, with the minutes to wait (Lingui plurals, one text per limit). */
const waitWords: Record<AttemptLimitName, (minutes: number) => MessageDescriptor> = {
  [attemptLimitNames.signIn]: (minutes) =>
    msg`Too many sign-in attempts. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  [attemptLimitNames.passwordReset]: (minutes) =>
    msg`Too many password reset requests. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  [attemptLimitNames.attempts]: (minutes) =>
    msg`Too many attempts. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  // The public certificate check's limit on unknown codes from one address (/verify-certificate).
  [attemptLimitNames.certificateLookup]: (minutes) =>
    msg`Too many unknown codes were tried. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
};

/** A limit's refusal: with `retryAfterMinutes` the wait of the named limit, without it the code's own words. */
const waitOr =
  (withoutMinutes: MessageDescriptor) =>
  ({ retryAfterMinutes, limit = attemptLimitNames.attempts }: RefusalParams): MessageDescriptor =>
    retryAfterMinutes === undefined ? withoutMinutes : waitWords[limit](retryAfterMinutes);

/**
 * The one table that words refusals, by code, in the user's language. Exhaustive: a code added to a contract without
 * its words here does not compile.
 */
const refusalWords: Record<RefusalCode, Wording> = {
  [failureCodes.validation]: shownAsSent,
  [failureCodes.unauthorized]: msg`Incorrect email or password. Please try again or click Forgot Password to reset your password.`,
  [failureCodes.forbidden]: msg`Access Denied`,
  [failureCodes.passwordExpired]: msg`Your password has expired. Please reset your password.`,
  [failureCodes.legacyAccount]: shownAsSent,
  [failureCodes.legacyPasswordMismatch]: shownAsSent,
  [legacyUnknownEmailCode]: shownAsSent,
  [failureCodes.invalidEmail]: msg`Please enter a valid email address`,
  [failureCodes.notConfigured]: msg`This sign-in option is not configured on this server.`,
  [failureCodes.tokenInvalid]: msg`This reset link is invalid or has expired. Please request a new one.`,
  [failureCodes.tokenExpired]: msg`Your Token has been expired so you are redirected to Login Page.`,
  [failureCodes.codeExpired]: msg`This code has expired. Please request a new code.`,
  [failureCodes.codeInvalid]: msg`The code you entered is incorrect.`,
  [failureCodes.tooManyAttempts]: waitOr(msg`Too many attempts. Please request a new code.`),
  [failureCodes.notFound]: shownAsSent,
  [failureCodes.missingSubscriptionKey]: shownAsSent,
  [failureCodes.rateLimited]: waitOr(msg`Please wait before requesting another code.`),
  [failureCodes.serverError]: genericError,
  [failureCodes.socialLoginFailed]: msg`Social sign-in failed. Please try again.`,
  [failureCodes.accountInactive]: msg`Your account is inactive. Please contact our support team.`,
  [failureCodes.serviceUnavailable]: msg`The service is temporarily unavailable. Please try again in a moment.`,
  [failureCodes.quizClosed]: shownAsSent,
  [failureCodes.identityCheckClosed]: shownAsSent,
  [failureCodes.currentPasswordInvalid]: msg`Your current password is not correct.`,
  [failureCodes.securityAnswersSaved]: shownAsSent,
  // Registration, reset and change: a new password on the server's common-password list.
  [accountFailureCodes.passwordTooCommon]: msg`This password is too common and easy to guess. Please choose a different one.`,
  // Social sign-in finds only connected accounts; the student connects one after signing in with the password.
  [accountFailureCodes.socialNotConnected]: msg`This sign-in account is not connected to your account yet. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  [accountFailureCodes.socialEmailUnverified]: msg`The provider did not confirm the e-mail address of this sign-in account, so it cannot find your account. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  // Password change (02 §7): a new password equal to the current one.
  [accountFailureCodes.passwordSameAsCurrent]: msg`Choose a new password that is different from your current one.`,
  // 02 §5, §8: the profile's "Other information" saved without a state on the student.
  [profileFailureCodes.stateRequired]: msg`To continue with the selection of "Other information" you must fill out the state field in your "Profile" section`,
  // Settings and connected accounts.
  [notificationPreferencesFailureCodes.mobileNumberRequired]: msg`SMS alerts need a mobile number. Add one to your profile first.`,
  [connectedAccountFailureCodes.tokenMissing]: msg`The provider did not confirm your account, so it could not be connected. Please try again later.`,
  [connectedAccountFailureCodes.tokenRefused]: msg`The provider could not confirm this account. Please try again.`,
  [connectedAccountFailureCodes.takenByAnother]: msg`This account is already connected to another student account. Sign in to that account to disconnect it.`,
  [connectedAccountFailureCodes.providerConnected]: msg`Another account of this provider is already connected to your account. Disconnect it first.`,
  // The Arizona flow's documents.
  [documentFailureCodes.format]: msg`The file must be a JPEG, PNG or GIF image or a PDF.`,
  [documentFailureCodes.tooLarge]: msg`The file is too large (at most 10 MB).`,
  [documentFailureCodes.locked]: msg`This document can no longer be replaced.`,
  [documentFailureCodes.notRequired]: msg`This course does not require this document.`,
  [documentFailureCodes.notFiled]: shownAsSent,
  [documentFailureCodes.noCourse]: msg`You have no course that requires documents.`,
  // Refunds.
  [refundFailureCodes.notRefundable]: msg`This purchase can no longer be refunded. Nothing was refunded.`,
  [refundFailureCodes.refused]: msg`The payment provider could not make the refund. Nothing was refunded; please try again later or contact support.`,
  [refundFailureCodes.keyConflict]: msg`This confirmation was already used for another refund request. Please start again.`,
  [refundFailureCodes.inProgress]: msg`Your refund request is still being processed. Please check your refunds in a moment.`,
  [refundFailureCodes.decided]: shownAsSent,
  // Eligibility, and its answers that cannot be true.
  [eligibilityFailureCodes.nameMismatch]: msg`Please type your full name exactly as it is on your account to sign.`,
  [eligibilityFailureCodes.documentsMissing]: msg`Please file the documents your course needs before the eligibility check.`,
  [eligibilityFailureCodes.decided]: msg`Your eligibility has already been decided.`,
  [eligibilityFailureCodes.notRequired]: msg`This course has no eligibility check.`,
  [eligibilityFailureCodes.violationDateFuture]: msg`The violation date cannot be in the future.`,
  [eligibilityFailureCodes.courtBeforeViolation]: msg`The court date must be after the violation date.`,
  [eligibilityFailureCodes.previousAfterViolation]: msg`The earlier violation must be before this one.`,
  [eligibilityFailureCodes.vehicleRequired]: msg`Please say whether you were driving a class D or M vehicle, not for commercial purposes.`,
  // The cart and payment.
  [checkoutFailureCodes.cardDeclined]: msg`Your card was declined.`,
  [checkoutFailureCodes.cardInvalid]: msg`Your card number is incorrect.`,
  [checkoutFailureCodes.cardExpired]: msg`Your card has expired.`,
  [checkoutFailureCodes.totalMismatch]: msg`The order total has changed. Please review your cart.`,
  [checkoutFailureCodes.discountInvalid]: msg`This code is not valid.`,
  [checkoutFailureCodes.idempotencyConflict]: msg`This payment was already submitted with different details. Please review your cart.`,
  [checkoutFailureCodes.paymentInProgress]: msg`Your payment is being processed.`,
  [checkoutFailureCodes.paymentReversed]: msg`Your payment could not be completed, so the charge was cancelled: you have not been charged. Please review your cart and try again.`,
  [checkoutFailureCodes.paymentNotRecorded]: msg`Your payment could not be completed. If your card was charged, the charge will be cancelled automatically.`,
  [checkoutFailureCodes.orderReplaced]: msg`This order was replaced by a newer one. Please use the latest payment link.`,
  [checkoutFailureCodes.alreadyPaid]: msg`This course is already paid.`,
  [checkoutFailureCodes.gatewayUnavailable]: msg`This payment method is not available. Please choose another one.`,
  [checkoutFailureCodes.paymentBypassRefused]: msg`This course cannot be enrolled without payment.`,
  // 02 §8: the personal information's and the parent verification's messages.
  [personalInformationFailureCodes.invalidAddress]: msg`Please provide Valid address`,
  [personalInformationFailureCodes.invalidZip]: msg`Please enter valid Zip code`,
  [parentVerificationFailureCodes.notVerified]: msg`Parent Identity  Not verified`,
  // 01 §8 Registration: the spec's messages the app words; the others are shown as the server words them.
  [registrationFailureCodes.registrationClosed]: msg`We could not register you to the course`,
  [registrationFailureCodes.emailRegisteredElsewhere]: msg`Email id already registered with us please contact support team for registering to this course`,
  [registrationFailureCodes.duplicateEmail]: shownAsSent,
  [registrationFailureCodes.emailFail]: shownAsSent,
  [registrationFailureCodes.invalidVehicleTag]: shownAsSent,
  [registrationFailureCodes.vehicleTagTaken]: shownAsSent,
  // Two-step verification.
  [twoFactorFailureCodes.enabled]: msg`Two-step verification is already on.`,
  [twoFactorFailureCodes.notEnabled]: msg`Two-step verification is not on.`,
  [twoFactorFailureCodes.codeInvalid]: msg`That code is not correct. Enter the current code from your authenticator app.`,
  [twoFactorFailureCodes.codeUsed]: msg`That code was used already. Wait for the next code in your authenticator app.`,
  [twoFactorFailureCodes.setupExpired]: msg`Start the setup again: the key was not found or has expired.`,
  [twoFactorFailureCodes.challengeExpired]: msg`Your sign-in has expired. Please sign in again.`,
  [twoFactorFailureCodes.challengeClosed]: msg`Too many wrong codes. Please sign in again.`,
  // Entry links: a parent link the server refuses.
  [parentTokenFailureCodes.invalid]: msg`This link is invalid or has expired.`,
};

const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(refusalWords, code);

/** The words of a code, or `shownAsSent` for a code whose words are the server's (and for codes no contract has). */
export function refusalWording(code: string, params: RefusalParams = {}): MessageDescriptor | typeof shownAsSent {
  if (!isRefusalCode(code)) return shownAsSent;
  const wording = refusalWords[code];
  return typeof wording === 'function' ? wording(params) : wording;
}

/** Messages of successful answers the app shows and words itself, by their status.code (01 §4 ineligibility). */
const noticeWords: Record<SignInNoticeCode, MessageDescriptor> = {
  [signInNoticeCodes.ineligible]: msg`You are not eligible to take this course. Please contact our support team.`,
};
const isNoticeCode = (code: string): code is SignInNoticeCode => Object.hasOwn(noticeWords, code);

/** A successful answer's message in the user's language when its code is known, else as the server wrote it. */
export function serverMessage(i18n: I18n, message: string, code?: string): string {
  return code !== undefined && isNoticeCode(code) ? i18n._(noticeWords[code]) : message;
}

/**
 * The one place that turns a failed call into words: the code's words in the user's language (with its params);
 * for a code whose words are the server's, or no code, the server's message as it is (01 §8 "other messages are
 * shown as they are"), and without a message the generic error.
 */
export function failureMessage(i18n: I18n, failure: ApiFailure | undefined): string {
  if (!failure) return i18n._(genericError);
  // The params as the server sent them, checked here where they are used; malformed ones word the code without them.
  const params = refusalParamsSchema.safeParse(failure.params);
  const wording =
    failure.code === undefined ? shownAsSent : refusalWording(failure.code, params.success ? params.data : {});
  if (wording !== shownAsSent) return i18n._(wording);
  if (failure.kind === 'failure' && failure.message) return failure.message;
  return i18n._(genericError);
}
export { genericError };
