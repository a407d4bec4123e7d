import { expect, type Page, test } from '@playwright/test';

import { reveal, storedKeyName } from '../../src/shared/storage/obfuscation';
import { signInAs } from './support/signIn';

/*
 * 02 §2 settings: e-mail updates, SMS alerts (a mobile number needed) and the inactivity warning (02 §4),
 * which this browser follows at once, without a reload (02 §3 inactivityTimeoutFlagEnabled). settings@example.com has
 * a mobile number on file; integration@example.com has none (read here, never changed).
 */

const password = 'Passw0rd!';
const withMobile = 'settings@example.com';
const withoutMobile = 'integration@example.com';

const boxes = {
  email: 'E-mail updates: course reminders and news',
  sms: 'SMS alerts: course reminders by text message',
  warning: 'Inactivity warning: ask “Are you still there?” after 5 minutes without activity',
} as const;

const signIn = (page: Page, email: string) => signInAs(page, email, password);

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Student menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/home\/settings$/);
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
}

/** A value as the app keeps it in the browser (obfuscated key and value). */
async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => window.localStorage.getItem(name), storedKeyName(key));
  const plain = raw === null ? undefined : reveal(raw);
  return plain === undefined ? undefined : JSON.parse(plain);
}

const box = (page: Page, name: keyof typeof boxes) => page.getByRole('checkbox', { name: boxes[name] });
const prompt = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your choices were saved.' })).toBeVisible();
}

test('the choices are saved, and the inactivity warning applies at once in this browser', async ({ page }) => {
  await page.clock.install();
  await signIn(page, withMobile);
  await openSettings(page);
  await expect(page.getByText(/Account e-mails are always sent/)).toBeVisible();
  await expect(box(page, 'email')).toBeChecked();
  await expect(box(page, 'sms')).not.toBeChecked();
  await expect(box(page, 'sms')).toBeEnabled();
  await expect(box(page, 'warning')).toBeChecked();

  // SMS alerts on, the warning off: the session stops asking, without a reload or another page.
  await box(page, 'sms').check();
  await box(page, 'warning').uncheck();
  await save(page);
  expect(await stored(page, 'inactivityTimeoutFlagEnabled')).toBe('false');
  await page.clock.fastForward(400_000);
  await expect(prompt(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/settings$/);

  // The warning on again: 5 minutes idle ask 'Are you still there?'.
  await box(page, 'warning').check();
  await save(page);
  expect(await stored(page, 'inactivityTimeoutFlagEnabled')).toBe('true');
  await page.clock.fastForward(301_000);
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByRole('button', { name: 'Yes' }).click();
  await expect(prompt(page)).toBeHidden();

  // Kept by the server: a reload shows them again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
  await expect(box(page, 'sms')).toBeChecked();
  await expect(box(page, 'warning')).toBeChecked();
  // Back as it was, so the test can run again on the same server.
  await box(page, 'sms').uncheck();
  await save(page);
});

test('without a mobile number SMS alerts cannot be chosen, and the page says where to add one', async ({ page }) => {
  await signIn(page, withoutMobile);
  await openSettings(page);
  await expect(box(page, 'sms')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Add a mobile number to your profile' })).toHaveAttribute(
    'href',
    '/home/profile',
  );
});

test('Security links to the password, two-factor and connected-account pages', async ({ page }) => {
  await signIn(page, withoutMobile);
  await openSettings(page);
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/home/change-password',
  );
  await expect(security.getByRole('link', { name: 'Two-factor sign-in' })).toHaveAttribute(
    'href',
    '/home/otp-configuration',
  );
  await security.getByRole('link', { name: 'Connected accounts (Google, Microsoft)' }).click();
  await expect(page).toHaveURL(/\/home\/integration$/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the settings page fits without sideways scrolling', async ({ page }) => {
    await signIn(page, withoutMobile);
    await page.goto('/home/settings');
    await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each box is big enough to hit with a thumb (its label is the target).
    const label = page.locator('label').filter({ has: box(page, 'warning') });
    expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});
