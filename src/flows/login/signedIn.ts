import type { LoginResponse } from '@contracts/auth';
import type { Failure } from '@machines/shared/failure';
import type { SignedIn } from '@machines/login';

/** A success without a token or a student cannot sign anyone in. */
const incomplete: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/**
 * The login (or social login) answer as the machine needs it: token, student and
 * status.message, which carries the ineligibility text when isEligible is false (01 §4).
 */
export function signedInFrom(answer: LoginResponse): SignedIn {
  if (!answer.token || !answer.data) throw incomplete;
  return { token: answer.token, student: answer.data, message: answer.status.message };
}
