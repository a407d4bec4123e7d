import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { twoFactorSettings } from '../../contracts/twoFactor';
import { seededTwoFactor } from '../../server/seed/twoFactor';

/*
 * 02 §2 otp-configuration as twofactor@example.com: two-step verification is set up from the key the page
 * shows (the code is computed here, as an authenticator app would), the recovery codes are shown once; then signing in
 * asks for a code after the password, a recovery code works once, and the student turns it off again.
 */

const student = { email: 'twofactor@example.com', password: 'Passw0rd!' } as const;
const stepMs = twoFactorSettings.periodSeconds * 1000;

/** The code an authenticator app with this key shows `stepsAhead` time steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    digits: twoFactorSettings.digits,
    period: twoFactorSettings.periodSeconds,
    algorithm: twoFactorSettings.algorithm,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * stepMs });
}

async function enterPassword(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('two-step verification: set up with the shown key, sign in with a code and with a recovery code, turn off', async ({
  page,
  browser,
}) => {
  await enterPassword(page);
  await expect(page).toHaveURL(/\/home\//);
  await page.goto('/home/otp-configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('otp-secret').innerText()).replace(/\s+/g, '');

  // A wrong code is refused; the app's current code turns it on.
  await page.getByLabel('Authentication code').fill('000000' === codeFor(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not correct. Enter the current code from your authenticator app.',
  );
  await page.getByLabel('Authentication code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/Two-step verification is on since .*Recovery codes left: 10\./)).toBeVisible();

  // Another browser: the password alone no longer signs in; the app's next code does (this step's was used).
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await enterPassword(secondPage);
  await expect(secondPage.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(secondPage).toHaveURL(/\/login/);
  await secondPage.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await secondPage.getByRole('button', { name: 'Verify' }).click();
  await expect(secondPage).toHaveURL(/\/home\/dashboard/);
  await second.close();

  // A lost phone: a recovery code signs in once.
  for (const attempt of ['first', 'again'] as const) {
    const context = await browser.newContext();
    const recoveryPage = await context.newPage();
    await enterPassword(recoveryPage);
    await recoveryPage.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await recoveryPage.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await recoveryPage.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') await expect(recoveryPage).toHaveURL(/\/home\/dashboard/);
    else {
      await expect(recoveryPage.getByRole('alert')).toHaveText(
        'That code is not correct. Enter the current code from your authenticator app.',
      );
      await expect(recoveryPage).toHaveURL(/\/login/);
    }
    await context.close();
  }

  // Turned off with another recovery code: the password alone signs in again.
  await page.reload();
  await expect(page.getByText(/Recovery codes left: 9\./)).toBeVisible();
  await page.getByLabel('Code from your app or a recovery code').fill(recoveryCodes[1]);
  await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-step verification' })).toBeVisible();
  const third = await browser.newContext();
  const thirdPage = await third.newPage();
  await enterPassword(thirdPage);
  await expect(thirdPage).toHaveURL(/\/home\//);
  await third.close();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('otp@example.com signs in with the code of the seeded key; the page fits without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('otp@example.com');
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Authentication code').fill(codeFor(seededTwoFactor.secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home\//);
    await page.goto('/home/otp-configuration');
    await expect(page.getByText(/Two-step verification is on since/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
