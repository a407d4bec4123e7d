import type { SocialProvider, Student } from '../../contracts/auth';
import type { Failure } from '../shared/failure';

/** What the login flow takes from the organisation branding the page. */
export interface Branding {
  /** The branding organisation, sent with a social sign-in. */
  organisationId?: number;
  /** The organisation attribute SOCIAL_LOGIN is 'true' (01 §2 /login). */
  socialLogin: boolean;
}

export interface LoginInput extends Branding {
  /** The page's origin; the login call sends it as domainUrl (01 §7 Login). */
  domainUrl: string;
}

export interface Credentials {
  emailId: string;
  password: string;
}

/** A successful sign-in: the session token, the student, and status.message (the ineligibility text) and code. */
export interface SignedIn {
  token: string;
  student: Student;
  message: string;
  /** status.code of the answer: the ineligibility notice's code the app words (contracts/auth.ts signInNoticeCodes). */
  notice?: string;
}

/** A right password of a student with two-factor sign-in on: the code is asked next (02 §2 otp-configuration). */
export interface TwoFactorRequired {
  challengeToken: string;
}

/** What a password or provider sign-in answers. */
export type SignInOutcome = SignedIn | TwoFactorRequired;

export interface LoginContext {
  domainUrl: string;
  organisationId?: number;
  socialLogin: boolean;
  /** The last submitted credentials: the legacy fallback resends them. */
  credentials?: Credentials;
  /** Whether the form was submitted before on this page (a repeated submit waits, 01 §4). */
  submittedBefore: boolean;
  /** Why the last sign-in failed, shown until the next attempt. */
  failure?: Failure;
  /** The answer of a successful sign-in, kept while the flow still needs it. */
  session?: SignedIn;
  /** The two-factor challenge while the code is asked. */
  challenge?: TwoFactorRequired;
  /** The old platform's hand-off address from the legacy login. */
  legacyRedirectUrl?: string;
}

export type LoginEvent =
  | ({ type: 'credentials.submit' } & Credentials)
  | { type: 'social.select'; provider: SocialProvider }
  | { type: 'legacy.proceed' }
  | { type: 'legacy.register' }
  | { type: 'legacy.dismiss' }
  | { type: 'email.verified' }
  | ({ type: 'branding.change' } & Branding);

export interface LoginRequestInput extends Credentials {
  domainUrl: string;
}

export interface SocialLoginInput {
  provider: SocialProvider;
  organisationId?: number;
}

export interface LegacyHandoff {
  redirectUrl: string;
}
