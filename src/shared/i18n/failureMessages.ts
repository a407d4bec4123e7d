import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { accountFailureCodes } from '@contracts/auth';
import { failureCodes } from '@contracts/envelope';
import { profileFailureCodes } from '@contracts/profile';

import type { ApiFailure } from '../api/errors';
import { checkoutFailuresByCode, checkoutKnownServerMessages } from './checkoutFailureMessages';
import { genericError } from './genericError';

/*
 * Loaded on first use (failureWording.ts) with its own catalog part `failures`: a page that shows no failure
 * downloads neither these tables nor their words.
 */

/** Server failure codes the app words itself, in the user's language. */
const byCode: Partial<Record<string, MessageDescriptor>> = {
  [failureCodes.unauthorized]: msg`Incorrect email or password. Please try again or click Forgot Password to reset your password.`,
  [failureCodes.passwordExpired]: msg`Your password has expired. Please reset your password.`,
  [failureCodes.invalidEmail]: msg`Please enter a valid email address`,
  [failureCodes.tokenInvalid]: msg`This reset link is invalid or has expired. Please request a new one.`,
  [failureCodes.codeExpired]: msg`This code has expired. Please request a new code.`,
  [failureCodes.codeInvalid]: msg`The code you entered is incorrect.`,
  [failureCodes.tooManyAttempts]: msg`Too many attempts. Please request a new code.`,
  [failureCodes.rateLimited]: msg`Please wait before requesting another code.`,
  [failureCodes.tokenExpired]: msg`Your Token has been expired so you are redirected to Login Page.`,
  [failureCodes.forbidden]: msg`Access Denied`,
  [failureCodes.notConfigured]: msg`This sign-in option is not configured on this server.`,
  [failureCodes.socialLoginFailed]: msg`Social sign-in failed. Please try again.`,
  [failureCodes.accountInactive]: msg`Your account is inactive. Please contact our support team.`,
  [failureCodes.currentPasswordInvalid]: msg`Your current password is not correct.`,
  // Registration, reset and change: a new password on the server's common-password list.
  [accountFailureCodes.passwordTooCommon]: msg`This password is too common and easy to guess. Please choose a different one.`,
  // Social sign-in finds only connected accounts; the student connects one after signing in with the password.
  [accountFailureCodes.socialNotConnected]: msg`This sign-in account is not connected to your account yet. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  [accountFailureCodes.socialEmailUnverified]: msg`The provider did not confirm the e-mail address of this sign-in account, so it cannot find your account. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  // 02 §5, §8: the profile's "Other information" saved without a state on the student.
  [profileFailureCodes.stateRequired]: msg`To continue with the selection of "Other information" you must fill out the state field in your "Profile" section`,
  [failureCodes.serverError]: genericError,
  [failureCodes.serviceUnavailable]: msg`The service is temporarily unavailable. Please try again in a moment.`,
  // Settings and connected accounts (issue 15); written out, not imported (contracts/notificationPreferences.ts and
  // connectedAccounts.ts; failureMessages.test.ts keeps them equal).
  MOBILE_NUMBER_REQUIRED: msg`SMS alerts need a mobile number. Add one to your profile first.`,
  SOCIAL_TOKEN_MISSING: msg`The provider did not confirm your account, so it could not be connected. Please try again later.`,
  SOCIAL_CONNECT_FAILED: msg`The provider could not confirm this account. Please try again.`,
  SOCIAL_ACCOUNT_TAKEN: msg`This account is already connected to another student account. Sign in to that account to disconnect it.`,
  SOCIAL_PROVIDER_CONNECTED: msg`Another account of this provider is already connected to your account. Disconnect it first.`,
  // The Arizona flow's documents (issue 16); written out, as contracts/documents.ts documentFailureCodes.
  DOCUMENT_FORMAT: msg`The file must be a JPEG, PNG or GIF image or a PDF.`,
  DOCUMENT_TOO_LARGE: msg`The file is too large (at most 10 MB).`,
  DOCUMENTS_LOCKED: msg`This document can no longer be replaced.`,
  DOCUMENT_NOT_REQUIRED: msg`This course does not require this document.`,
  // Refunds (issue 16); written out as above (contracts/refunds.ts refundFailureCodes, refundMessages).
  REFUND_NOT_REFUNDABLE: msg`This purchase can no longer be refunded. Nothing was refunded.`,
  REFUND_REFUSED: msg`The payment provider could not make the refund. Nothing was refunded; please try again later or contact support.`,
  REFUND_KEY_CONFLICT: msg`This confirmation was already used for another refund request. Please start again.`,
  REFUND_IN_PROGRESS: msg`Your refund request is still being processed. Please check your refunds in a moment.`,
  // Eligibility (issue 16), written out, not imported (contracts/eligibility.ts eligibilityFailureCodes).
  ELIGIBILITY_NAME_MISMATCH: msg`Please type your full name exactly as it is on your account to sign.`,
  ELIGIBILITY_DOCUMENTS_MISSING: msg`Please file the documents your course needs before the eligibility check.`,
  ELIGIBILITY_DECIDED: msg`Your eligibility has already been decided.`,
  ELIGIBILITY_NOT_REQUIRED: msg`This course has no eligibility check.`,
  ...checkoutFailuresByCode,
};

/** Messages the reference server sends (in a success or a refusal), worded by the app in the user's language. */
const knownServerMessages: Partial<Record<string, MessageDescriptor>> = {
  'You are not eligible to take this course. Please contact our support team.': msg`You are not eligible to take this course. Please contact our support team.`,
  // 01 §8 Registration: refusals shown as the server words them.
  'We could not register you to the course': msg`We could not register you to the course`,
  'Email id already registered with us please contact support team for registering to this course': msg`Email id already registered with us please contact support team for registering to this course`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  // Entry links: a parent link the server refuses (its code TOKEN_INVALID is shared with reset links).
  'This link is invalid or has expired.': msg`This link is invalid or has expired.`,
  // Password change (02 §7): a new password equal to the current one.
  'Choose a new password that is different from your current one.': msg`Choose a new password that is different from your current one.`,
  // Eligibility answers that cannot be true (issue 16, contracts/eligibility.ts eligibilityMessages).
  'The violation date cannot be in the future.': msg`The violation date cannot be in the future.`,
  'The court date must be after the violation date.': msg`The court date must be after the violation date.`,
  'The earlier violation must be before this one.': msg`The earlier violation must be before this one.`,
  'Please say whether you were driving a class D or M vehicle, not for commercial purposes.': msg`Please say whether you were driving a class D or M vehicle, not for commercial purposes.`,
  // Two-step verification (issue 15, contracts/twoFactor.ts twoFactorMessages).
  'That code is not correct. Enter the current code from your authenticator app.': msg`That code is not correct. Enter the current code from your authenticator app.`,
  'That code was used already. Wait for the next code in your authenticator app.': msg`That code was used already. Wait for the next code in your authenticator app.`,
  'Start the setup again: the key was not found or has expired.': msg`Start the setup again: the key was not found or has expired.`,
  'Two-step verification is already on.': msg`Two-step verification is already on.`,
  'Two-step verification is not on.': msg`Two-step verification is not on.`,
  'Your sign-in has expired. Please sign in again.': msg`Your sign-in has expired. Please sign in again.`,
  'Too many wrong codes. Please sign in again.': msg`Too many wrong codes. Please sign in again.`,
  // The documents' course (issue 16): a student without a course that requires documents.
  'You have no course that requires documents.': msg`You have no course that requires documents.`,
  ...checkoutKnownServerMessages,
};

/**
 * Refusals that say how long to wait (the server's sign-in, reset-mail, e-mail code and certificate check limits): the server's English
 * sentence carries the minutes; the app words it in the user's language with the same number.
 */
const waitMessages: { pattern: RegExp; text: (minutes: number) => MessageDescriptor }[] = [
  {
    pattern: /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/,
    text: (minutes) =>
      msg`Too many sign-in attempts. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  },
  {
    pattern: /^Too many password reset requests\. Please try again in (\d+) minutes?\.$/,
    text: (minutes) =>
      msg`Too many password reset requests. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  },
  {
    pattern: /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    text: (minutes) =>
      msg`Too many attempts. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  },
  // The public certificate check's limit on unknown codes from one address (/verify-certificate).
  {
    pattern: /^Too many unknown codes were tried\. Please try again in (\d+) minutes?\.$/,
    text: (minutes) =>
      msg`Too many unknown codes were tried. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  },
];

function waitMessage(message: string): MessageDescriptor | undefined {
  for (const { pattern, text } of waitMessages) {
    const m = pattern.exec(message);
    if (m) return text(Number(m[1]));
  }
  return undefined;
}

/** A server message in the user's language when the app knows it, else as the server wrote it. */
export function serverMessage(i18n: I18n, message: string): string {
  const known = knownServerMessages[message] ?? waitMessage(message);
  return known ? i18n._(known) : message;
}

/**
 * The one place that turns a failed call into words: known messages, then known codes, get the
 * app's translated text; other server messages are shown as they are (01 §8 "other messages are shown as
 * they are"), and anything without a message gets the generic error.
 */
export function failureMessage(i18n: I18n, failure: ApiFailure | undefined): string {
  if (!failure) return i18n._(genericError);
  // A message the app knows is more specific than its code.
  const knownMessage = knownServerMessages[failure.message] ?? waitMessage(failure.message);
  if (knownMessage) return i18n._(knownMessage);
  const known = failure.code ? byCode[failure.code] : undefined;
  if (known) return i18n._(known);
  if (failure.kind === 'failure' && failure.message) return serverMessage(i18n, failure.message);
  return i18n._(genericError);
}
export { genericError };
