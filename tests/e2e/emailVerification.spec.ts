import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { mailsTo } from './support/mailbox';

/**
 * 01 §4 Login (PaymentPending, not verified → e-mail code → /home/settings), §5 Verification code,
 * §7 E-mail verification / Resend verification, §8 Verification, end to end with the dev mailbox.
 * These tests change pending@example.com (it ends verified), so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const email = 'pending@example.com';
const password = 'Passw0rd!';
const dialogName = 'Verify your e-mail address';

async function codeMails(request: APIRequestContext): Promise<string[]> {
  return (await mailsTo(request, email))
    .map((m) => /verification code is (\d{6})/.exec(m.body)?.[1])
    .filter((code): code is string => Boolean(code));
}

/** The newest code e-mailed after `before` codes had been sent. */
async function newCodeAfter(request: APIRequestContext, before: number): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await codeMails(request)).length, {
      message: 'a verification code arrives in the dev mailbox',
    })
    .toBeGreaterThan(before);
  return codes[codes.length - 1];
}

/** Signs the pending student in, up to the code dialog. */
async function openCodeDialog(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
}

/** Signs the pending student in; the login e-mails a fresh code. */
async function signInPending(page: Page, request: APIRequestContext): Promise<string> {
  const before = (await codeMails(request)).length;
  await openCodeDialog(page);
  return newCodeAfter(request, before);
}

test('the code field keeps digits only, Verify needs exactly 6, a wrong code and an early resend are refused', async ({
  page,
  request,
}) => {
  const code = await signInPending(page, request);
  const dialog = page.getByRole('dialog', { name: dialogName });
  const field = dialog.getByLabel('Verification code');
  const verify = dialog.getByRole('button', { name: 'Verify' });
  await expect(page).toHaveURL(/\/login$/);

  await field.pressSequentially('a1b2 c3');
  await expect(field).toHaveValue('123');
  await expect(verify).toBeDisabled();
  await field.pressSequentially('45');
  await expect(verify).toBeDisabled();
  await field.pressSequentially('6');
  await expect(field).toHaveValue('123456');
  await field.pressSequentially('7');
  await expect(field).toHaveValue('123456');

  const wrong = code === '000000' ? '111111' : '000000';
  await field.fill(wrong);
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(dialog.getByRole('alert')).toHaveText('The code you entered is incorrect.');

  // The login has just e-mailed a code: the server refuses another within 30 s.
  await dialog.getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please wait before requesting another code.');
  await expect(page).toHaveURL(/\/login$/);
});

// Resend after the server's 30 s is a browser path (emailVerification.browser.ts moves the course-taking server's
// clock instead of waiting); here the code the sign-in mailed verifies the address, and that lasts.
test('the mailed code verifies the address and opens settings; the next sign-in goes straight there', async ({
  page,
  request,
  browser,
}) => {
  // Within 30 s of the previous test's code this sign-in mails none: the newest code mailed is the one to type.
  await openCodeDialog(page);
  const code = (await codeMails(request)).at(-1)!;
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home\/settings$/);

  const again = await (await browser.newContext()).newPage();
  await again.goto('/login');
  await again.getByLabel('Email Address').fill(email);
  await again.getByLabel('Password', { exact: true }).fill(password);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toHaveURL(/\/home\/settings$/);
  await expect(again.getByRole('dialog', { name: dialogName })).toHaveCount(0);
  await again.context().close();
});
