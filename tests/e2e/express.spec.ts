import { expect, type Page, test } from '@playwright/test';

import { awaitMail } from './support/mailbox';

/**
 * 01 §2, §4 Express registration (/registerfast), end to end against the reference server:
 * Credit Card to the fast-lane cart, the reload resume, the phone modal on a hidden tab, the
 * empty-e-mail error modal and an existing e-mail.
 */
const uniqueEmail = (label: string) => `express-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function register(page: Page, email: string) {
  await page.goto('/registerfast');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Credit Card' }).click();
}

test('a valid e-mail and Credit Card go to the fast-lane cart; reopening /registerfast resumes there', async ({
  page,
}) => {
  await page.goto('/registerfast');
  await expect(page.getByRole('button', { name: 'Credit Card' })).toBeDisabled();
  await register(page, uniqueEmail('card'));
  await expect(page).toHaveURL(/\/home\/fast-lane-cart-summary$/);
  await page.goto('/registerfast');
  await expect(page).toHaveURL(/\/home\/fast-lane-cart-summary$/);
});

test('the phone modal opens when the tab becomes hidden', async ({ page }) => {
  await page.goto('/registerfast');
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const dialog = page.getByRole('dialog', {
    name: 'Save $5 - Unlock $5 Off Your Course! Enter Your Mobile Number For A Code.',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile Number').fill('055');
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get My Discount' })).toBeDisabled();
  await dialog.getByLabel('Mobile Number').fill('555-123-4567');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Get My Discount' }).click();
  await expect(dialog).toBeHidden();
});

test("an existing e-mail opens 'Looks like you are already registered'", async ({ page }) => {
  await register(page, 'student@example.com');
  const dialog = page.getByRole('dialog', { name: 'Looks like you are already registered' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue with a new e-mail' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Email Address')).toHaveValue('');
});

test('an express sign-up is told about the password link, and the mailed link chooses the first password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('first-password');
  await page.goto('/registerfast');
  await expect(page.getByText(/we will e-mail you a link to choose your password/i)).toBeVisible();
  await register(page, email);
  await expect(page).toHaveURL(/\/home\/fast-lane-cart-summary$/);

  const link = await awaitMail(
    request,
    email,
    (mails) => mails.map((m) => /https?:\/\/\S+?(\/reset-password\?token=\S+)/.exec(m.body)?.[1]).find(Boolean),
    'the choose-password mail arrives in the dev mailbox',
  );
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New Password*').fill('Lantern-42-fog');
  await page.getByLabel('Confirm Password*').fill('Lantern-42-fog');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password is set. You can now sign in.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Lantern-42-fog');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password is accepted; an express sign-up has not verified its address yet, so the code step follows.
  await expect(page.getByRole('dialog', { name: 'Verify your e-mail address' })).toBeVisible();
});
