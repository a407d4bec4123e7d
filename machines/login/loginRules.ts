import { failureCodes, legacyUnknownEmailCode } from '../../contracts/envelope';
import type { Failure } from '../shared/failure';
import type { SignedIn, SignInOutcome, TwoFactorRequired } from './login.types';

/** 01 §4 Login: the status 'PaymentPending', spaces ignored ('Payment Pending' too). */
export const isPaymentPending = (status: string): boolean => status.replace(/\s+/g, '') === 'PaymentPending';

/**
 * 01 §4 Login: a payment-pending student whose e-mail is not verified is asked for the code
 * first. A student whose verification was skipped is not asked: the server sends no code then.
 */
export const needsEmailVerification = ({ student }: SignedIn): boolean =>
  isPaymentPending(student.status) && !student.isVerified && !student.isEmailVerficationSkipped;

export const isIneligible = ({ student }: SignedIn): boolean => student.isEligible === false;

/** 01 §8 Login 401: wrong e-mail or password (no legacy fallback). */
export const isWrongCredentials = (failure: Failure): boolean => failure.kind === 'unauthorized';
/**
 * Too many sign-in attempts (429 RATE_LIMITED): the wait message, no legacy fallback (refused too). Not in the spec:
 * the server's sign-in limit, docs/decisions.md 'Sign-in, e-mail code and reset-mail limits'.
 */
export const isRateLimited = (failure: Failure): boolean =>
  failure.httpStatus === 429 || failure.code === failureCodes.rateLimited;
export const isPasswordExpired = (failure: Failure): boolean => failure.code === failureCodes.passwordExpired;
/** 01 §8: the server's 'Please enter a valid email address', shown under the e-mail field. */
export const isInvalidEmail = (failure: Failure): boolean => failure.code === failureCodes.invalidEmail;

/** 01 §8 Legacy account: the old system knows the e-mail but not this password. */
export const isLegacyPasswordMismatch = (failure: Failure): boolean =>
  failure.code === failureCodes.legacyPasswordMismatch;
/**
 * 01 §7 Initial login: the answer 'Invalid Email' is ignored (the old system does not know the e-mail). The spec's
 * message is kept beside the reference server's code: the old system answers the message alone.
 */
export const isLegacyUnknownEmail = (failure: Failure): boolean =>
  failure.kind === 'failure' && (failure.code === legacyUnknownEmailCode || failure.message === 'Invalid Email');

/** The password was right and the account asks for a second factor. */
export const needsSecondFactor = (outcome: SignInOutcome): outcome is TwoFactorRequired => 'challengeToken' in outcome;
