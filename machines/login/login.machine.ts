import { assertEvent, assign } from 'xstate';

import * as routes from '@contracts/pages';

import { failureParams } from '../shared/failure';
import { loginSetup, signedInSession } from './login.setup';
import type { LoginContext, LoginRequestInput, SignInOutcome } from './login.types';

function loginRequest(context: LoginContext): LoginRequestInput {
  if (!context.credentials) throw new Error('A login request needs the submitted credentials');
  return { ...context.credentials, domainUrl: context.domainUrl };
}

const outcomeParams = ({ event }: { event: { output: SignInOutcome } }) => event.output;

/** A sign-in's answer: a two-factor challenge asks for the code, a session goes on to the routing. */
const secondFactorOrSignedIn = [
  {
    guard: { type: 'secondFactorAsked' as const, params: outcomeParams },
    target: 'secondFactor',
    actions: { type: 'keepChallenge' as const, params: outcomeParams },
  },
  { target: 'signedIn', actions: { type: 'keepSession' as const, params: outcomeParams } },
];

/**
 * 01 §4 Login: password sign-in with the legacy-account fallback (§8), social sign-in (§2),
 * and the routing of a signed-in student (settings after the e-mail code, or the dashboard).
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    domainUrl: input.domainUrl,
    organisationId: input.organisationId,
    socialLogin: input.socialLogin,
    submittedBefore: false,
  }),
  initial: 'editing',
  on: {
    'branding.change': {
      description: 'The organisation (and its SOCIAL_LOGIN attribute) may arrive after the page.',
      meta: { spec: '01 §2 /login social sign-in (attribute SOCIAL_LOGIN)' },
      actions: assign({
        organisationId: ({ event }) => event.organisationId,
        socialLogin: ({ event }) => event.socialLogin,
      }),
    },
  },
  states: {
    editing: {
      description: 'The sign-in form; the last failure is shown (the server e-mail message under the e-mail field).',
      on: {
        'credentials.submit': [
          {
            guard: 'submittedBefore',
            target: 'waitingToRetry',
            actions: assign({
              credentials: ({ event }) => ({ emailId: event.emailId, password: event.password }),
              failure: undefined,
            }),
          },
          {
            target: 'authenticating',
            actions: assign({
              credentials: ({ event }) => ({ emailId: event.emailId, password: event.password }),
              failure: undefined,
              submittedBefore: true,
            }),
          },
        ],
        'social.select': {
          guard: 'socialLoginEnabled',
          meta: { spec: '01 §2 /login social sign-in (attribute SOCIAL_LOGIN)' },
          target: 'socialSigningIn',
          actions: assign({ failure: undefined }),
        },
      },
    },
    waitingToRetry: {
      tags: ['busy'],
      description: 'A repeated login submit is delayed 3 seconds.',
      meta: { spec: '01 §4 Login, §9 delays' },
      after: { repeatedLoginDelay: { target: 'authenticating' } },
    },
    authenticating: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => loginRequest(context),
        onDone: secondFactorOrSignedIn,
        onError: [
          {
            guard: { type: 'wrongCredentials', params: failureParams },
            description: 'Login 401: the wrong-credentials message, no fallback.',
            meta: { spec: '01 §8 Login 401' },
            target: 'editing',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'rateLimited', params: failureParams },
            description: 'Too many sign-in attempts (429): the wait message with its minutes; no legacy fallback.',
            meta: {
              spec: "Not in the spec: the server's sign-in limit (docs/decisions.md 'Sign-in, e-mail code and reset-mail limits')",
            },
            target: 'editing',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'passwordExpired', params: failureParams },
            meta: { spec: '01 §4 Login, §8 Password expired' },
            target: 'passwordExpired',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'invalidEmail', params: failureParams },
            description: "The server's 'Please enter a valid email address' under the e-mail field.",
            meta: { spec: '01 §8' },
            target: 'editing',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            description: 'Any other failure: show the server error, then try the initial (legacy) login.',
            meta: { spec: '01 §4 Login, §8 Login' },
            target: 'legacyChecking',
            actions: { type: 'keepFailure', params: failureParams },
          },
        ],
      },
    },
    socialSigningIn: {
      tags: ['busy'],
      meta: { spec: '01 §2 /login, §7 Social login' },
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ context, event }) => {
          assertEvent(event, 'social.select');
          return { provider: event.provider, organisationId: context.organisationId };
        },
        onDone: secondFactorOrSignedIn,
        onError: { target: 'editing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    secondFactor: {
      description: 'Two-factor sign-in is on: the code of the authenticator app (or a recovery code) is asked.',
      meta: { spec: '02 §2 otp-configuration (a state of the login flow)' },
      invoke: {
        id: 'twoFactorSignIn',
        src: 'twoFactorSignIn',
        input: ({ context }) => ({ challengeToken: context.challenge?.challengeToken ?? '' }),
        onDone: [
          {
            guard: { type: 'signedInWithCode', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign(({ event }) => ({
              challenge: undefined,
              session: event.output.outcome === 'signedIn' ? event.output.session : undefined,
            })),
          },
          {
            description: 'Back to the password: the challenge is over (the reason is shown) or the student went back.',
            target: 'editing',
            actions: assign(({ event }) => ({
              challenge: undefined,
              failure: event.output.outcome === 'restart' ? event.output.failure : undefined,
            })),
          },
        ],
      },
    },
    signedIn: {
      description: 'Routes a signed-in student by eligibility, status and e-mail verification.',
      meta: { spec: '01 §4 Login' },
      always: [
        { guard: 'ineligible', target: 'ineligible' },
        {
          guard: 'needsEmailVerification',
          target: 'verifyingEmail',
          actions: { type: 'storeSession', params: ({ context }) => signedInSession(context) },
        },
        {
          guard: 'paymentPending',
          target: 'left',
          actions: [
            { type: 'storeSession', params: ({ context }) => signedInSession(context) },
            { type: 'navigate', params: { to: routes.settings } },
          ],
        },
        {
          target: 'left',
          actions: [
            { type: 'storeSession', params: ({ context }) => signedInSession(context) },
            { type: 'navigate', params: { to: routes.dashboard } },
          ],
        },
      ],
    },
    verifyingEmail: {
      tags: ['busy'],
      description: 'PaymentPending and not verified: the 6-digit code is asked before settings.',
      meta: { spec: '01 §4 Login, §2 Other modals' },
      on: { 'email.verified': { target: 'left', actions: { type: 'navigate', params: { to: routes.settings } } } },
    },
    ineligible: {
      tags: ['busy'],
      description: 'isEligible false: show the message, clear login flags, back to /login after 5 seconds.',
      meta: { spec: '01 §4 Login, §9 delays' },
      entry: 'clearLoginFlags',
      after: {
        ineligibleRedirect: {
          target: 'editing',
          actions: [assign({ session: undefined }), { type: 'navigate', params: { to: routes.login } }],
        },
      },
    },
    passwordExpired: {
      tags: ['busy'],
      description: 'Password expired: to /forgot-password after 2 seconds.',
      meta: { spec: '01 §4 Login, §8, §9 delays' },
      after: {
        passwordExpiredRedirect: {
          target: 'left',
          actions: { type: 'navigate', params: { to: routes.forgotPassword } },
        },
      },
    },
    legacyChecking: {
      tags: ['busy'],
      meta: { spec: '01 §7 Initial login (legacy fallback)' },
      invoke: {
        id: 'legacyLogin',
        src: 'legacyLogin',
        input: ({ context }) => loginRequest(context),
        onDone: {
          target: 'legacyFound',
          actions: assign({ legacyRedirectUrl: ({ event }) => event.output.redirectUrl }),
        },
        onError: [
          { guard: { type: 'legacyPasswordMismatch', params: failureParams }, target: 'legacyMismatch' },
          {
            guard: { type: 'rateLimited', params: failureParams },
            description: 'The legacy login shares the sign-in limit: its wait message replaces the first error.',
            meta: {
              spec: "Not in the spec: the server's sign-in limit (docs/decisions.md 'Sign-in, e-mail code and reset-mail limits')",
            },
            target: 'editing',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'legacyUnknownEmail', params: failureParams },
            description: "'Invalid Email' is ignored: the form stays with the main error.",
            target: 'editing',
          },
          { description: 'The legacy call failed: the interstitial after 2.5 seconds.', target: 'legacyFailed' },
        ],
      },
    },
    legacyFound: {
      description: "Modal 'We detected that you have a legacy account': proceed to the old account or register anew.",
      meta: { spec: '01 §8 Legacy account' },
      on: {
        'legacy.proceed': {
          target: 'left',
          actions: { type: 'openExternal', params: ({ context }) => ({ url: context.legacyRedirectUrl ?? '' }) },
        },
        'legacy.register': { target: 'left', actions: { type: 'navigate', params: { to: routes.register } } },
        'legacy.dismiss': { target: 'editing', actions: assign({ legacyRedirectUrl: undefined }) },
      },
    },
    legacyMismatch: {
      description: 'Modal: the legacy account exists but the password does not match; offers forgot-password.',
      meta: { spec: '01 §8 Legacy account' },
      on: { 'legacy.dismiss': { target: 'editing' } },
    },
    legacyFailed: {
      tags: ['busy'],
      meta: { spec: '01 §4 Login, §9 delays' },
      after: {
        legacyFailureRedirect: { target: 'left', actions: { type: 'navigate', params: { to: routes.accountHelp } } },
      },
    },
    left: { type: 'final', tags: ['busy'], description: 'The flow handed over to another page.' },
  },
});
