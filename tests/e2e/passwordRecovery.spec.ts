import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { awaitMail, mailsTo } from './support/mailbox';

/**
 * 01 §4 Forgot / Reset password, end to end: the forgot-password page, the reset link from the
 * dev mailbox, the reset page (4 s to /login) and sign-in with the new password.
 */
/** The seeded account kept for this walkthrough, so no other spec sees its password change. */
const email = 'recovery@example.com';
const seedPassword = 'Passw0rd!';
const newPassword = 'N3wPassw0rd!';

const successText = 'Your password has been reset. You can now sign in.';
const invalidLinkText = 'This reset link is invalid or has expired. Please request a new one.';
const genericText = 'Oops. Something went wrong. Please try again later.';

// The flow changes a shared seeded account: run these one after another.
test.describe.configure({ mode: 'serial' });

async function mailCount(request: APIRequestContext): Promise<number> {
  return (await mailsTo(request, email)).length;
}

/** The path and query of the newest reset link sent to the student after `before` mails. */
function resetLinkAfter(request: APIRequestContext, before: number): Promise<string> {
  return awaitMail(
    request,
    email,
    (mails) =>
      mails
        .slice(before)
        .map((m) => /https?:\/\/\S+?(\/reset-password\?token=[^\s"<>]+)/.exec(m.body)?.[1])
        .filter(Boolean)
        .at(-1),
    'a reset-password mail arrives in the dev mailbox',
  );
}

async function requestResetLink(page: Page, request: APIRequestContext): Promise<string> {
  const before = await mailCount(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent a link to reset your password/i)).toBeVisible();
  return resetLinkAfter(request, before);
}

async function resetTo(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New Password*').fill(password);
  await page.getByLabel('Confirm Password*').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(successText)).toBeVisible();
}

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('forgot password → mailbox link → new password → /login after 4 s → sign in', async ({ page, request }) => {
  const link = await requestResetLink(page, request);

  await page.clock.install();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const newField = page.getByLabel('New Password*');
  await expect(newField).toHaveAttribute('maxlength', '30');
  await expect(page.getByLabel('Confirm Password*')).toHaveAttribute('maxlength', '30');

  // Show/hide toggles the first field between hidden and plain text.
  await newField.fill(newPassword);
  await expect(newField).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(newField).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(newField).toHaveAttribute('type', 'password');

  await page.getByLabel('Confirm Password*').fill(newPassword);
  // Stop the page's clock so the 4 s return only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: successText })).toBeVisible();

  await page.clock.runFor(3_500);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.clock.runFor(600);
  await expect(page).toHaveURL(/\/login$/);
  await page.clock.resume();

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New Password*').fill(newPassword);
  await page.getByLabel('Confirm Password*').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: invalidLinkText })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByLabel('New Password*')).toHaveCount(0);

  await signIn(page, newPassword);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test.afterAll(async ({ browser, request }) => {
  // Give the seeded account its documented password back, so a local re-run starts the same.
  const page = await browser.newPage();
  const link = await requestResetLink(page, request);
  await resetTo(page, link, seedPassword);
  await page.close();
});

test('the form says what is wrong (01 §5)', async ({ page }) => {
  await page.goto('/reset-password?token=abcdefghijklmnopqrstuvwx');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New password required')).toBeVisible();
  await expect(page.getByText('Confirm password required')).toBeVisible();

  await page.getByLabel('New Password*').fill('abc');
  await page.getByLabel('Confirm Password*').fill('abd');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password must be between 6 to 30 characters')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
});

test('any other failure shows the generic error above the form', async ({ page }) => {
  await page.route('**/student/reset-password', (route) =>
    route.fulfill({ status: 500, json: { status: { success: false, message: genericText, code: 'SERVER_ERROR' } } }),
  );
  await page.goto('/reset-password?token=abcdefghijklmnopqrstuvwx');
  await page.getByLabel('New Password*').fill(newPassword);
  await page.getByLabel('Confirm Password*').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: genericText })).toHaveText(genericText);
  await expect(page.getByLabel('New Password*')).toBeVisible();
});
