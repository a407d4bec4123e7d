import type { SignedIn } from '../login/login.types';
import type { Failure } from '../shared/failure';

export interface TwoFactorSignInInput {
  /** The server's challenge from the password (or provider) step. */
  challengeToken: string;
}

export interface TwoFactorSignInContext {
  challengeToken: string;
  /** Why the last code was refused, shown above the field until the next try. */
  failure?: Failure;
  /** The session of a right code. */
  session?: SignedIn;
}

export type TwoFactorSignInEvent =
  | { type: 'code.submit'; code: string }
  | { type: 'recoveryCode.choose' }
  | { type: 'appCode.choose' }
  | { type: 'signIn.restart' };

export interface SecondFactorRequest {
  challengeToken: string;
  code: string;
}

/** Signed in with the code, or back to the password step (the challenge is over, or the student went back). */
export type TwoFactorSignInOutput =
  { outcome: 'signedIn'; session: SignedIn } | { outcome: 'restart'; failure?: Failure };
