import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import * as apiPaths from '@contracts/paths';
import { twoFactorFailureCodes } from '@contracts/twoFactor';
import type { Failure } from '@machines/shared/failure';
import type { twoFactorSignInMachine } from '@machines/twoFactorSignIn';

import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { hideInspector } from './purchase.browserSupport';
import {
  appCode,
  challengeOf,
  sendWrongCodes,
  submitSignIn,
  turnOffTwoFactor,
  type TwoFactorStudent,
  twoFactorStudent,
  wrongAppCode,
} from './signIn.browserSupport';
import { twoFactorSignInModel } from './twoFactorSignIn.model';

/** Ten letters and digits: read as a recovery code, and none of the student's. */
const wrongRecoveryCode = 'zzzzz-zzzzz';

/** The path's student and the challenge its password step answered. */
const challenges = new WeakMap<Page, { student: TwoFactorStudent; token: string }>();
const challengeOn = (page: Page) => {
  const known = challenges.get(page);
  if (!known) throw new Error('the path signed in no student of its own');
  return known;
};

const failureOf = (event: AnyEventObject | undefined): Failure | undefined => {
  const step = event && classify(event);
  return step?.kind === 'error' ? (step.error as Failure) : undefined;
};

/** Codes the challenge refused before this step, wrong or used (each counts: the fifth ends it). */
const refusedCodes: readonly (string | undefined)[] = [
  twoFactorFailureCodes.codeInvalid,
  twoFactorFailureCodes.codeUsed,
];
const refusedBefore = (path: PlannedPath, event: AnyEventObject) =>
  path.steps
    .slice(
      0,
      path.steps.findIndex((s) => s.event === event),
    )
    .filter((s) => refusedCodes.includes(failureOf(s.event)?.code)).length;

const verify = (page: Page) => page.getByRole('button', { name: 'Verify' });

/**
 * The code typed for the answer the path needs: the app's code of the next time step (the one of now turned it on),
 * the code that turned it on (used already), a code of neither, an unused recovery code or one that is none.
 */
async function codeFor(page: Page, path: PlannedPath, event: AnyEventObject, next: AnyEventObject | undefined) {
  const { student, token } = challengeOn(page);
  const recovery = (await page.getByLabel('Recovery code').count()) > 0;
  const failure = failureOf(next);
  if (failure?.code === twoFactorFailureCodes.challengeClosed) {
    // Refused codes from another tab until this one is the challenge's last allowed.
    await sendWrongCodes(page.request, token, student.secret, 4 - refusedBefore(path, event));
    return recovery ? wrongRecoveryCode : wrongAppCode(student.secret);
  }
  if (failure?.code === twoFactorFailureCodes.challengeExpired) {
    // Turned off from a signed-in device meanwhile: this challenge no longer signs in.
    await turnOffTwoFactor(page.request, student);
    return appCode(student.secret, 1);
  }
  if (failure?.code === twoFactorFailureCodes.codeUsed) return student.usedCode;
  if (failure?.code === twoFactorFailureCodes.codeInvalid)
    return recovery ? wrongRecoveryCode : wrongAppCode(student.secret);
  return recovery ? student.recoveryCodes[0] : appCode(student.secret, 1);
}

/**
 * Two-step sign-in in the browser: each path registers a student of its own (organisation 3002, no e-mail
 * code) and turns two-step sign-in on with a key it knows, as the settings page does, then signs in with the password
 * on /login: the code step is the login flow's child. Codes are computed as an authenticator app does; a challenge
 * ends by its fifth refused code (the first ones sent from another tab) or by two-step sign-in being turned off from a
 * signed-in device; no connection by interception.
 */
export const twoFactorSignInBrowser: BrowserFlow<typeof twoFactorSignInMachine> = {
  model: twoFactorSignInModel,
  page: '/login',
  open: async (page) => {
    await hideInspector(page);
    const student = await twoFactorStudent(page.request, '2fa');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.login);
    await submitSignIn(page, student.email, student.password);
    challenges.set(page, { student, token: await challengeOf(answered) });
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  },
  perform: {
    'code.submit': async (page, { event, next, path }) => {
      const code = await codeFor(page, path, event, next);
      const field = page.getByLabel(/^(Authentication code|Recovery code)$/);
      await field.fill(code);
      await verify(page).click();
    },
    'recoveryCode.choose': (page) => page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click(),
    'appCode.choose': (page) => page.getByRole('button', { name: 'Use the code from your app' }).click(),
    'signIn.restart': (page) => page.getByRole('button', { name: 'Back to sign in' }).click(),
  },
  states: {
    'entering.appCode': async (page) => {
      await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
      await expect(page.getByLabel('Authentication code')).toBeEditable();
      await expect(verify(page)).toBeEnabled();
    },
    'entering.recoveryCode': async (page) => {
      await expect(page.getByLabel('Recovery code')).toBeEditable();
      await expect(page.getByLabel('Authentication code')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Use the code from your app' })).toBeEnabled();
    },
    verifying: (page) => expect(verify(page)).toBeDisabled(),
    // Signed in: the login goes on to the student's page (settings, while the new student's payment is pending).
    signedIn: (page) => expect(page).toHaveURL(/\/home\/settings$/),
    restart: async (page) => {
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
      await expect(page.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0);
    },
  },
  intercept: { verifySecondFactor: { url: (url) => url.pathname === apiPaths.twoFactorLogin } },
};
