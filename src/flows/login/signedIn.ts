import type { LoginResponse } from '@contracts/auth';
import type { SignedIn } from '@machines/login';
import { invalidAnswer } from '@shared/api/failures';

/**
 * The login (or social login) answer as the machine needs it: token, student and
 * status.message, which carries the ineligibility text when isEligible is false (01 §4).
 */
export function signedInFrom(answer: LoginResponse): SignedIn {
  // A success without a token or a student cannot sign anyone in.
  if (!answer.token || !answer.data) throw invalidAnswer;
  return { token: answer.token, student: answer.data, message: answer.status.message };
}
