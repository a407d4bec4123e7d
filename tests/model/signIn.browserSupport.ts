import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { defaultSubscriptionKey, headerNames } from '@contracts/headers';
import * as apiPaths from '@contracts/paths';
import { twoFactorSettings } from '@contracts/twoFactor';

import { registrationVariants } from '../../server/seed/registration';
import { signInPathsActiveAccounts } from '../../server/seed/signInPaths';
import { awaitMail } from '../e2e/support/mailbox';
import { password, uniqueEmail } from '../e2e/support/registration';

/**
 * What the sign-in flows' browser maps (login, two-step sign-in, e-mail code) prepare before a person signs
 * in: students of their own, registered through the API with a unique e-mail, so a path that verifies an e-mail, turns
 * on two-step sign-in or uses up its codes changes nobody another test signs in with.
 */

export interface PathStudent {
  email: string;
  password: string;
  /** The session the registration answered (for the student's own settings, as another signed-in device). */
  token: string;
}

const headers = (token?: string) => ({
  [headerNames.subscriptionKey]: defaultSubscriptionKey,
  ...(token ? { [headerNames.authorization]: `Bearer ${token}` } : {}),
});

/**
 * A new student (status PaymentPending): `verified` registers where the organisation skips the e-mail code
 * (organisation 3002), else for the default course 611, which mails a code (01 §4 Login: verified first).
 */
export async function registerStudent(
  request: APIRequestContext,
  label: string,
  { verified }: { verified: boolean },
): Promise<PathStudent> {
  const email = uniqueEmail(`paths-${label}`);
  const { configCourseId, organisationId } = verified
    ? registrationVariants.emailVerificationOff
    : registrationVariants.standard;
  const answer = await request.post(apiPaths.registration, {
    headers: headers(),
    data: { configCourseId, organisationId, student: { firstName: 'Sig', lastName: 'Nin', emailId: email, password } },
  });
  expect(answer.status(), `registering ${email}`).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  return { email, password, token };
}

/** The code an authenticator app with this key shows `stepsAhead` time steps (30 s) from now. */
export function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    digits: twoFactorSettings.digits,
    period: twoFactorSettings.periodSeconds,
    algorithm: twoFactorSettings.algorithm,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * twoFactorSettings.periodSeconds * 1000 });
}

/** Six digits that are no code of the key anywhere near now. */
export function wrongAppCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((n) => appCode(secret, n)));
  return ['000000', '111111', '222222'].find((code) => !near.has(code))!;
}

export interface TwoFactorStudent extends PathStudent {
  secret: string;
  recoveryCodes: string[];
  /** The app code that turned it on: the server takes each step's code once. */
  usedCode: string;
}

/** A verified new student (Payment Pending) with two-step sign-in turned on. */
export async function twoFactorStudent(request: APIRequestContext, label: string): Promise<TwoFactorStudent> {
  return turnOnTwoFactor(request, await registerStudent(request, label, { verified: true }));
}

/**
 * An Active student with two-step sign-in turned on by this path: the first seeded one (server/seed/signInPaths.ts)
 * whose password alone still signs in. Two workers may pick the same one at once: the one whose setup loses takes the
 * next.
 */
export async function activeTwoFactorStudent(request: APIRequestContext): Promise<TwoFactorStudent> {
  for (const account of signInPathsActiveAccounts) {
    const answer = await request.post(apiPaths.login, {
      headers: headers(),
      data: { emailId: account.email, password: account.password },
    });
    expect(answer.status(), `signing in ${account.email}`).toBe(200);
    const { token } = (await answer.json()) as { token?: string };
    if (!token) continue; // two-step sign-in is on already: an earlier path's
    const student = await turnOnTwoFactor(request, { ...account, token }).catch(() => undefined);
    if (student) return student;
  }
  throw new Error('every seeded signinpaths.active*@example.com has two-step sign-in on: seed the server anew');
}

/** Turns two-step sign-in on, as the settings page does it (02 §2 otp-configuration), with the app's current code. */
async function turnOnTwoFactor(request: APIRequestContext, student: PathStudent): Promise<TwoFactorStudent> {
  const setup = await request.post(apiPaths.twoFactorSetup, { headers: headers(student.token) });
  expect(setup.status(), 'starting two-step verification').toBe(200);
  const secret = ((await setup.json()) as { data: { secret: string } }).data.secret.replace(/\s+/g, '');
  const usedCode = appCode(secret);
  const enabled = await request.post(apiPaths.twoFactorEnable, {
    headers: headers(student.token),
    data: { code: usedCode },
  });
  expect(enabled.status(), 'turning on two-step verification').toBe(200);
  const { recoveryCodes } = ((await enabled.json()) as { data: { recoveryCodes: string[] } }).data;
  return { ...student, secret, recoveryCodes, usedCode };
}

/** Another signed-in device of the student turns two-step sign-in off (with a recovery code): open challenges die. */
export async function turnOffTwoFactor(request: APIRequestContext, student: TwoFactorStudent) {
  const answer = await request.post(apiPaths.twoFactorDisable, {
    headers: headers(student.token),
    data: { code: student.recoveryCodes.at(-1) },
  });
  expect(answer.status(), 'turning off two-step verification').toBe(200);
}

/** Wrong codes sent for a sign-in's challenge as another tab would (each counts against the challenge). */
export async function sendWrongCodes(request: APIRequestContext, challengeToken: string, secret: string, n: number) {
  for (let i = 0; i < n; i++) {
    const answer = await request.post(apiPaths.twoFactorLogin, {
      headers: headers(),
      data: { challengeToken, code: wrongAppCode(secret) },
    });
    expect(answer.status(), `wrong code ${i + 1}`).toBe(400);
  }
}

/** The newest e-mail verification code mailed to the address (the dev mailbox keeps them oldest first). */
export const mailedVerificationCode = (request: APIRequestContext, email: string): Promise<string> =>
  awaitMail(
    request,
    email,
    (mails) =>
      mails
        .filter((m) => m.to === email)
        .map((m) => /verification code is (\d{6})/.exec(m.body)?.[1])
        .filter(Boolean)
        .at(-1),
    `a verification code for ${email} arrives in the dev mailbox`,
  );

/** The challenge a password answer carries (read as the page receives it). */
export async function challengeOf(answer: Promise<{ json: () => Promise<unknown> }>): Promise<string> {
  const body = (await (await answer).json()) as { data?: { challengeToken?: string } };
  const token = body.data?.challengeToken;
  expect(token, 'the password step answers a two-step challenge').toBeTruthy();
  return token!;
}

/** Fills the sign-in form and sends it, as a person does. */
export async function submitSignIn(page: Page, email: string, secret: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the student in on /login as a person does, until the app shows a page of the signed-in area. */
export async function signInOnPage(page: Page, student: { email: string; password: string }) {
  await page.goto('/login');
  await submitSignIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/home\//);
}

/** Wrong current passwords sent for the student's password change, as another signed-in tab would. */
export async function sendWrongCurrentPasswords(request: APIRequestContext, student: PathStudent, n: number) {
  for (let i = 0; i < n; i++) {
    const answer = await request.post(apiPaths.changePassword, {
      headers: headers(student.token),
      data: { currentPassword: 'Not-the-password1', newPassword: 'N3w-secret' },
    });
    expect(answer.status(), `wrong current password ${i + 1}`).toBe(400);
  }
}

/** Another device of the student changes the password: every other session of the student ends (02 §2). */
export async function changePasswordElsewhere(request: APIRequestContext, student: PathStudent): Promise<PathStudent> {
  const newPassword = student.password === password ? 'Changed-1pass' : password;
  const answer = await request.post(apiPaths.changePassword, {
    headers: headers(student.token),
    data: { currentPassword: student.password, newPassword },
  });
  expect(answer.status(), 'changing the password on another device').toBe(200);
  return { ...student, password: newPassword };
}

/** The inactivity warning chosen in Settings on another device (02 §2 settings): the next sign-in takes it. */
export async function saveInactivityWarning(request: APIRequestContext, student: PathStudent, on: boolean) {
  const answer = await request.put(apiPaths.notificationPreferences, {
    headers: headers(student.token),
    data: { emailUpdates: true, smsAlerts: false, inactivityWarning: on },
  });
  expect(answer.status(), 'saving the inactivity warning').toBe(200);
}
