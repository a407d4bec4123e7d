import { assign, setup } from 'xstate';

import type { NavigateParams } from '@contracts/routes';

import { type Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import { twoFactorSignInMachine, type TwoFactorSignInOutput } from '../twoFactorSignIn';
import type {
  LegacyHandoff,
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginRequestInput,
  SignedIn,
  SignInOutcome,
  SocialLoginInput,
} from './login.types';
import {
  isIneligible,
  isInvalidEmail,
  isLegacyPasswordMismatch,
  isLegacyUnknownEmail,
  isPasswordExpired,
  isPaymentPending,
  isRateLimited,
  isWrongCredentials,
  needsEmailVerification,
  needsSecondFactor,
} from './loginRules';

export function signedInSession(context: LoginContext): SignedIn {
  if (!context.session) throw new Error('No signed-in session to store');
  return context.session;
}

/** The login machine's actors, actions, guards and delays (login.machine.ts is its statechart). */
export const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    children: {} as { twoFactorSignIn: 'twoFactorSignIn' },
  },
  actors: {
    login: provided<SignInOutcome, LoginRequestInput>('login'),
    legacyLogin: provided<LegacyHandoff, LoginRequestInput>('legacyLogin'),
    socialLogin: provided<SignInOutcome, SocialLoginInput>('socialLogin'),
    twoFactorSignIn: twoFactorSignInMachine,
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    keepChallenge: assign((_, outcome: SignInOutcome) => ({
      challenge: needsSecondFactor(outcome) ? outcome : undefined,
    })),
    keepSession: assign((_, outcome: SignInOutcome) => ({
      session: needsSecondFactor(outcome) ? undefined : outcome,
    })),
    navigate: (_, _params: NavigateParams) => {},
    /** A full-page navigation to another site (the old platform's hand-off). */
    openExternal: (_, _params: { url: string }) => {},
    /** Keeps token, studentId, login flags and the student's details in the browser. */
    storeSession: (_, _params: SignedIn) => {},
    /** Removes isLoggedIn, loginFlag and token. */
    clearLoginFlags: () => {},
  },
  guards: {
    submittedBefore: ({ context }) => context.submittedBefore,
    socialLoginEnabled: ({ context }) => context.socialLogin,
    ineligible: ({ context }) => isIneligible(signedInSession(context)),
    needsEmailVerification: ({ context }) => needsEmailVerification(signedInSession(context)),
    paymentPending: ({ context }) => isPaymentPending(signedInSession(context).student.status),
    wrongCredentials: (_, failure: Failure) => isWrongCredentials(failure),
    rateLimited: (_, failure: Failure) => isRateLimited(failure),
    passwordExpired: (_, failure: Failure) => isPasswordExpired(failure),
    invalidEmail: (_, failure: Failure) => isInvalidEmail(failure),
    legacyPasswordMismatch: (_, failure: Failure) => isLegacyPasswordMismatch(failure),
    legacyUnknownEmail: (_, failure: Failure) => isLegacyUnknownEmail(failure),
    secondFactorAsked: (_, outcome: SignInOutcome) => needsSecondFactor(outcome),
    signedInWithCode: (_, output: TwoFactorSignInOutput) => output.outcome === 'signedIn',
  },
  delays: {
    passwordExpiredRedirect: timings.passwordExpiredRedirect,
    repeatedLoginDelay: timings.repeatedLoginDelay,
    legacyFailureRedirect: timings.legacyFailureRedirect,
    ineligibleRedirect: timings.ineligibleRedirect,
  },
});
