import type { LoginResponse, SignInAnswer } from '@contracts/auth';
import type { SignedIn, SignInOutcome } from '@machines/login';
import { invalidAnswer } from '@shared/api/failures';

/**
 * The login (or social login, or two-factor) answer as the machine needs it: token, student and
 * status.message, which carries the ineligibility text when isEligible is false (01 §4).
 */
export function signedInFrom(answer: LoginResponse): SignedIn {
  // A success without a token or a student cannot sign anyone in.
  if (!answer.token || !answer.data) throw invalidAnswer;
  const signedIn: SignedIn = { token: answer.token, student: answer.data, message: answer.status.message };
  if (answer.status.code) signedIn.notice = answer.status.code;
  return signedIn;
}

/** A password or provider sign-in's answer: signed in, or a two-factor challenge without a token. */
export function signInOutcomeFrom(answer: SignInAnswer): SignInOutcome {
  const data = answer.data;
  if (data && 'twoFactorRequired' in data) return { challengeToken: data.challengeToken };
  return signedInFrom({ ...answer, data });
}
