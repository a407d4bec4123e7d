import { studentSchema } from '@contracts/auth';
import { failureCodes } from '@contracts/envelope';
import { attemptLimitNames } from '@contracts/refusalParams';
import { loginMachine, type SignedIn, type TwoFactorRequired } from '@machines/login';
import type { TwoFactorSignInOutput } from '@machines/twoFactorSignIn';

import { networkFailure, refusal } from './failures.fixtures';
import { type Arrival, effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, outcomesOf, timers } from './harness/model';

/** A student of a login answer (contracts/auth.ts `studentSchema`), active and verified unless `fields` say. */
export const loginStudent = (fields: Record<string, unknown> = {}) =>
  studentSchema.parse({
    studentId: 101,
    firstName: 'Sam',
    lastName: 'Student',
    emailId: 'student@example.com',
    status: 'Active',
    isVerified: true,
    isEligible: true,
    state: { stateId: 5 },
    organisation: { organisationId: 1001 },
    ...fields,
  });

const signedIn = (fields: Record<string, unknown>, message = 'Login successful.'): SignedIn => ({
  token: 'session-token',
  student: loginStudent(fields),
  message,
});

/** Answers of the reference server (server/routes/auth.ts), one per guard branch. */
export const loginAnswers = {
  active: signedIn({}),
  pendingUnverified: signedIn({
    studentId: 102,
    emailId: 'pending@example.com',
    status: 'PaymentPending',
    isVerified: false,
  }),
  pendingVerified: signedIn({ studentId: 103, status: 'Payment Pending', isVerified: true }),
  ineligible: signedIn(
    { studentId: 104, isEligible: false },
    'You are not eligible to take this course. Please contact our support team.',
  ),
};

/** A student with two-step verification on: the right password answers a challenge. */
export const loginChallenge: TwoFactorRequired = { challengeToken: 'challenge-token-0123456789' };
/** What the code step (twoFactorSignIn.model.ts) ends with. */
const secondFactorOutputs: TwoFactorSignInOutput[] = [
  { outcome: 'signedIn', session: loginAnswers.active },
  {
    outcome: 'restart',
    failure: refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please sign in again.'),
  },
  { outcome: 'restart' },
];

export const loginFailures = {
  wrongCredentials: {
    kind: 'unauthorized',
    httpStatus: 401,
    code: 'UNAUTHORIZED',
    message: 'Incorrect email or password. Please try again or click Forgot Password to reset your password.',
  },
  passwordExpired: refusal(403, 'PASSWORD_EXPIRED', 'Your password has expired. Please reset your password.'),
  invalidEmail: refusal(400, 'INVALID_EMAIL', 'Please enter a valid email address'),
  legacyAccount: refusal(409, 'LEGACY_ACCOUNT', 'This account was created on our previous platform.'),
  network: networkFailure,
  socialNotConfigured: refusal(501, 'NOT_CONFIGURED', 'Sign-in with Google is not configured on this server.'),
  legacyPasswordMismatch: refusal(200, 'LEGACY_PASSWORD_MISMATCH', 'Password does not match'),
  legacyUnknownEmail: { kind: 'failure', httpStatus: 200, message: 'Invalid Email' },
  /** The sign-in limit (login and legacy login share it). */
  rateLimited: refusal(429, failureCodes.rateLimited, 'Too many sign-in attempts. Please try again in 2 minutes.', {
    retryAfterMinutes: 2,
    limit: attemptLimitNames.signIn,
  }),
} as const;

type LoginArrival = Arrival<Parameters<FlowModel<typeof loginMachine>['events']>[0]>;

/** The legacy platform's hand-off address the model's legacy login answers with. */
const legacyRedirectUrl = 'http://localhost:8080/dev/legacy-platform?token=handoff';

/** Where a step that leaves the login page goes (01 §4 Login, §8). */
function leaving({ event, from }: LoginArrival) {
  // Signed in: the answer is stored, then 'Payment Pending' students go to settings, everyone else to the dashboard.
  if (
    event.type === 'xstate.done.actor.login' ||
    event.type === 'xstate.done.actor.socialLogin' ||
    event.type === 'xstate.done.actor.twoFactorSignIn'
  ) {
    const output = event.output as SignedIn | TwoFactorSignInOutput;
    const answer = 'outcome' in output && output.outcome === 'signedIn' ? output.session : (output as SignedIn);
    return [
      effect('storeSession', answer),
      navigate(answer.student.status === 'Active' ? '/home/dashboard' : '/home/settings'),
    ];
  }
  if (event.type === 'email.verified') return [navigate('/home/settings')];
  if (event.type === 'legacy.proceed') return [effect('openExternal', { url: legacyRedirectUrl })];
  if (event.type === 'legacy.register') return [navigate('/register')];
  if (from?.matches('passwordExpired')) return [navigate('/forgot-password')];
  if (from?.matches('legacyFailed')) return [navigate('/account-help')];
  return [];
}

export const loginModel: FlowModel<typeof loginMachine> = {
  id: 'login',
  title: 'Login: password and social sign-in, legacy-account fallback, routing by status (01 §4, §8)',
  machine: loginMachine,
  // The page starts before the organisation's branding has loaded.
  input: { domainUrl: 'http://localhost:8080', socialLogin: false },
  events: (s) => [
    ...(s.matches('editing')
      ? [
          { type: 'credentials.submit', emailId: 'student@example.com', password: 'Passw0rd!' },
          { type: 'social.select', provider: 'google' },
          ...(s.context.socialLogin ? [] : [{ type: 'branding.change', organisationId: 2001, socialLogin: true }]),
        ]
      : []),
    ...(invokes(s, 'login')
      ? [
          ...Object.values(loginAnswers).map((answer) => done('login', answer)),
          done('login', loginChallenge),
          failed('login', loginFailures.wrongCredentials),
          failed('login', loginFailures.passwordExpired),
          failed('login', loginFailures.invalidEmail),
          failed('login', loginFailures.legacyAccount),
          failed('login', loginFailures.rateLimited),
          failed('login', loginFailures.network),
        ]
      : []),
    ...outcomesOf(s, 'socialLogin', {
      answers: [loginAnswers.active, loginChallenge],
      failures: [loginFailures.socialNotConfigured],
    }),
    // The code step is a child machine, scripted here (twoFactorSignIn.model.ts).
    ...(invokes(s, 'twoFactorSignIn') ? secondFactorOutputs.map((output) => done('twoFactorSignIn', output)) : []),
    ...(invokes(s, 'legacyLogin')
      ? [
          done('legacyLogin', { redirectUrl: 'http://localhost:8080/dev/legacy-platform?token=handoff' }),
          failed('legacyLogin', loginFailures.legacyPasswordMismatch),
          failed('legacyLogin', loginFailures.legacyUnknownEmail),
          failed('legacyLogin', loginFailures.rateLimited),
          failed('legacyLogin', loginFailures.network),
        ]
      : []),
    ...(s.matches('legacyFound')
      ? [{ type: 'legacy.proceed' }, { type: 'legacy.register' }, { type: 'legacy.dismiss' }]
      : []),
    ...(s.matches('legacyMismatch') ? [{ type: 'legacy.dismiss' }] : []),
    ...(s.matches('verifyingEmail') ? [{ type: 'email.verified' }] : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'credentials.submit':
        return `the user signs in as ${String(e.emailId)}`;
      case 'social.select':
        return `the user clicks 'Continue with ${e.provider === 'google' ? 'Google' : 'Microsoft'}'`;
      case 'legacy.proceed':
        return "the user chooses 'Proceed to my old account'";
      case 'legacy.register':
        return "the user chooses 'Register a new account'";
      case 'legacy.dismiss':
        return 'the user closes the legacy-account modal';
      case 'email.verified':
        return 'the user enters the e-mailed code and it is accepted';
      case 'branding.change':
        return `the organisation ${String(e.organisationId)} loads with SOCIAL_LOGIN '${String(e.socialLogin)}'`;
      default:
        return undefined;
    }
  },
  sideEffects: {
    // The ineligible student's stay ends back on /login after 5 s.
    editing: ({ from }) => (from?.matches('ineligible') ? [navigate('/login')] : []),
    // Not verified yet: the session is stored before the e-mail code is asked.
    verifyingEmail: ({ event }) => [effect('storeSession', event.output)],
    // An ineligible student is not kept: the login flags are cleared, nothing is stored.
    ineligible: [effect('clearLoginFlags')],
    left: leaving,
  },
};
