import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { loginMachine, SignInOutcome } from '@machines/login';
import type { Failure } from '@machines/shared/failure';
import type { TwoFactorSignInOutput } from '@machines/twoFactorSignIn';

import { seededAccounts } from '../../server/seed/accounts';
import { uniqueEmail } from '../e2e/support/registration';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { loginModel } from './login.model';
import { hideInspector } from './purchase.browserSupport';
import {
  activeTwoFactorStudent,
  appCode,
  challengeOf,
  mailedVerificationCode,
  registerStudent,
  sendWrongCodes,
  submitSignIn,
  type TwoFactorStudent,
  twoFactorStudent,
  wrongAppCode,
} from './signIn.browserSupport';

const signInAs = (name: 'student' | 'expired' | 'ineligible' | 'legacy') => seededAccounts[name];
const wrongPassword = 'Wrong-pass1';
const legacyPlatform = '/dev/legacy-platform';

/** What a path prepared on its page: its own student, the challenge of the password step, the old platform's hand-off. */
interface PathNotes {
  student?: { email: string };
  twoFactor?: TwoFactorStudent;
  challenge?: string;
  handoff?: string;
}
const notes = new WeakMap<Page, PathNotes>();
const notesOf = (page: Page) => notes.get(page) ?? notes.set(page, {}).get(page)!;

const failureOf = (event: AnyEventObject | undefined): Failure | undefined => {
  const step = event && classify(event);
  return step?.kind === 'error' ? (step.error as Failure) : undefined;
};
/** What an actor answers in the path (the model's planned output). */
const outputOf = <T>(event: AnyEventObject | undefined): T | undefined => {
  const step = event && classify(event);
  return step?.kind === 'done' ? (step.output as T) : undefined;
};
const isAnswerOf = (event: AnyEventObject | undefined, invokeId: string) =>
  event !== undefined && event.type.endsWith(`.actor.${invokeId}`);

/**
 * The answers the submit brings about: the password step's (after the 3 s wait of a repeated submit, a timer the path
 * runs first) and the one that follows it (the legacy login's, or the code step's end).
 */
function answersAfter(path: PlannedPath, event: AnyEventObject) {
  let i = path.steps.findIndex((s) => s.event === event) + 1;
  while (path.steps[i] && classify(path.steps[i].event).kind === 'timer') i++;
  return { login: path.steps[i]?.event, then: path.steps[i + 1]?.event };
}

/**
 * Who signs in, chosen by the answer the path needs: the seeded students whose sign-in changes nothing (active,
 * password expired, not eligible, the old platform's), a student of the path's own (not verified, Payment Pending,
 * two-step sign-in on), or an address nobody has (the wrong password). A step whose answer does not follow in the path
 * signs in student@example.com.
 */
async function credentialsFor(page: Page, login: AnyEventObject | undefined, then: AnyEventObject | undefined) {
  const outcome = isAnswerOf(login, 'login') ? outputOf<SignInOutcome>(login) : undefined;
  if (outcome) {
    if ('challengeToken' in outcome) {
      // Signed in with the code, the student goes where an Active one goes: one of the seeded pool. A code step that
      // ends back at the password takes a new student.
      const code = outputOf<TwoFactorSignInOutput>(then);
      const student =
        code?.outcome === 'signedIn' && code.session.student.status === 'Active'
          ? await activeTwoFactorStudent(page.request)
          : await twoFactorStudent(page.request, 'login-2fa');
      notesOf(page).twoFactor = student;
      return student;
    }
    if (!outcome.student.isEligible) return signInAs('ineligible');
    if (outcome.student.status === 'Active') return signInAs('student');
    // Payment Pending: verified, or the e-mail code is asked first.
    const student = await registerStudent(page.request, 'login-pending', { verified: outcome.student.isVerified });
    notesOf(page).student = student;
    return student;
  }
  const failure = failureOf(login);
  if (failure?.code === failureCodes.unauthorized)
    return { email: uniqueEmail('paths-nobody'), password: wrongPassword };
  if (failure?.code === failureCodes.passwordExpired) return signInAs('expired');
  if (failure) {
    // A 409 (the old platform's address) or no connection: the legacy login follows with the same credentials (its
    // answer the server's, or intercepted: no connection, the sign-in limit).
    const legacyFailure = failureOf(then);
    if (legacyFailure?.code === failureCodes.legacyPasswordMismatch)
      return { email: signInAs('legacy').email, password: wrongPassword };
    if (legacyFailure && legacyFailure.kind !== 'network' && legacyFailure.code !== failureCodes.rateLimited)
      return { email: uniqueEmail('paths-unknown'), password: wrongPassword };
    return signInAs('legacy');
  }
  return signInAs('student');
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });
const busyForm = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(signInButton(page)).toBeDisabled();
};
const alertSays = (page: Page, text: string) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();

const rateLimitReason =
  'the sign-in limit comes only after five wrong passwords, and each also counts against the one address every ' +
  'browser test signs in from (20 in 10 minutes): bringing it about here would lock the whole run out of signing in ' +
  '(tests/e2e/signinLimit.spec.ts shows it once, on an account of its own), so it is intercepted';
const invalidEmailReason =
  'the form refuses a malformed address with the same check before the server can say "Please enter a valid email ' +
  'address"';
const socialReason =
  'no provider sign-in runs in the browser yet (no ID token is sent): the server can only answer that the provider ' +
  'is not configured';

/**
 * Login in the browser against the seeded server: the seeded students whose sign-in changes nothing,
 * students the path registers itself (not verified yet, Payment Pending, two-step sign-in on), an address nobody has
 * for the wrong password, legacy@example.com for the old platform's modals; social sign-in on the partner
 * organisation's host (partner.localhost), where the server says the provider is not configured. No connection by
 * interception. The old platform's hand-off is answered with "204 No Content", so the page (and its flow record)
 * stays while the browser is sent there.
 */
export const loginBrowser: BrowserFlow<typeof loginMachine> = {
  model: loginModel,
  page: '/login',
  open: async (page, path) => {
    // The partner organisation has SOCIAL_LOGIN: its branding reaches the form after the page (branding.change).
    if (path.steps.some((s) => s.event.type === 'branding.change')) {
      const partner = new URL(page.url());
      partner.hostname = 'partner.localhost';
      await page.goto(partner.toString());
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await hideInspector(page);
  },
  perform: {
    'branding.change': (page) => expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    'credentials.submit': async (page, { event, path }) => {
      const { login, then } = answersAfter(path, event);
      const { email, password } = await credentialsFor(page, login, then);
      const challenged = isAnswerOf(login, 'login') && notesOf(page).twoFactor !== undefined;
      const answered = challenged
        ? page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.login)
        : undefined;
      await submitSignIn(page, email, password);
      if (answered) notesOf(page).challenge = await challengeOf(answered);
    },
    'social.select': (page, { event }) =>
      page
        .getByRole('button', { name: event.provider === 'google' ? 'Continue with Google' : 'Continue with Microsoft' })
        .click(),
    'legacy.proceed': async (page) => {
      // The old platform is another site: the browser is sent there, and its page is not this test's.
      await page.route(
        (url) => url.pathname === legacyPlatform,
        (route) => route.fulfill({ status: 204 }),
        { times: 1 },
      );
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === legacyPlatform);
      await page.getByRole('dialog').getByRole('button', { name: 'Proceed to my old account' }).click();
      notesOf(page).handoff = (await sent).url();
    },
    'legacy.register': (page) =>
      page.getByRole('dialog').getByRole('button', { name: 'Register a new account' }).click(),
    'legacy.dismiss': (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
    'email.verified': async (page) => {
      const { student } = notesOf(page);
      if (!student) throw new Error('the path signed in no student of its own');
      const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
      await dialog.getByLabel('Verification code').fill(await mailedVerificationCode(page.request, student.email));
      await dialog.getByRole('button', { name: 'Verify' }).click();
    },
    // The code step (twoFactorSignIn.browser.ts maps its own paths): the student ends it on the page.
    'xstate.done.actor.twoFactorSignIn': async (page, { event }) => {
      const { twoFactor, challenge } = notesOf(page);
      if (!twoFactor || !challenge) throw new Error('the path met no two-step challenge of its own student');
      const output = outputOf<TwoFactorSignInOutput>(event);
      if (output?.outcome === 'signedIn') {
        await page.getByLabel('Authentication code').fill(appCode(twoFactor.secret, 1));
        await page.getByRole('button', { name: 'Verify' }).click();
      } else if (output?.failure) {
        // Too many wrong codes: four sent already (another tab), the fifth typed here.
        await sendWrongCodes(page.request, challenge, twoFactor.secret, 4);
        await page.getByLabel('Authentication code').fill(wrongAppCode(twoFactor.secret));
        await page.getByRole('button', { name: 'Verify' }).click();
      } else await page.getByRole('button', { name: 'Back to sign in' }).click();
    },
  },
  states: {
    editing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await expect(page.getByLabel('Email Address')).toBeEditable();
      await expect(signInButton(page)).toBeEnabled();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    waitingToRetry: busyForm,
    authenticating: busyForm,
    socialSigningIn: async (page) => {
      await busyForm(page);
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    },
    legacyChecking: busyForm,
    legacyFailed: async (page) => {
      // The first call's failure stays above the form until the account-help page.
      await busyForm(page);
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
    passwordExpired: async (page) => {
      await busyForm(page);
      await alertSays(page, 'Your password has expired. Please reset your password.');
    },
    ineligible: async (page) => {
      await busyForm(page);
      await alertSays(page, 'You are not eligible to take this course. Please contact our support team.');
    },
    secondFactor: async (page) => {
      await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
      await expect(page.getByLabel('Authentication code')).toBeEditable();
    },
    verifyingEmail: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
      await expect(dialog.getByLabel('Verification code')).toBeVisible();
    },
    legacyFound: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'We detected that you have a legacy account' });
      await expect(dialog.getByRole('button', { name: 'Proceed to my old account' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Register a new account' })).toBeEnabled();
    },
    legacyMismatch: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Legacy account' });
      await expect(dialog).toContainText(
        'ERROR: We located your account in our legacy system but your password does not match.',
      );
      await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    },
    left: async (page) => {
      const { handoff } = notesOf(page);
      if (handoff) expect(handoff).toMatch(/\/dev\/legacy-platform\?token=\w+/);
      // Signed in (dashboard, or settings while the payment is pending), or the page the branch hands over to.
      else await expect(page).toHaveURL(/\/(home\/dashboard|home\/settings|forgot-password|account-help|register)$/);
    },
  },
  intercept: {
    login: {
      url: (url) => url.pathname === apiPaths.login,
      refusals: { why: rateLimitReason, codes: [failureCodes.rateLimited] },
    },
    socialLogin: { url: (url) => url.pathname === apiPaths.socialLogin },
    legacyLogin: {
      url: (url) => url.pathname === apiPaths.legacyLogin,
      refusals: { why: rateLimitReason, codes: [failureCodes.rateLimited] },
    },
  },
  skip: (path) => {
    const failures = path.steps.map((s) => failureOf(s.event));
    if (failures.some((f) => f?.code === failureCodes.invalidEmail)) return invalidEmailReason;
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.socialLogin')) return socialReason;
    const legacyAnswered409 = failures.some((f) => f?.code === failureCodes.legacyAccount);
    if (legacyAnswered409 && failures.some((f) => f?.message === 'Invalid Email'))
      return 'an address the old platform knows is never "Invalid Email" there: only a failed first call leads to that answer';
    return undefined;
  },
  unreachable: {
    'login.authenticating|xstate.error.actor.login|3': invalidEmailReason,
    'login.socialSigningIn|xstate.done.actor.socialLogin|0': socialReason,
    'login.socialSigningIn|xstate.done.actor.socialLogin|1': socialReason,
  },
};
