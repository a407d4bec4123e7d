import { expect, type Page, test } from '@playwright/test';

import { signInAs } from './support/signIn';

/*
 * 02 §2 change-password as account@example.com: a wrong current password is refused; the change keeps this
 * browser signed in, signs out another one, and the new password signs in.
 */

const account = { email: 'account@example.com', password: 'Passw0rd!' } as const;
const newPassword = 'N3w-secret!';

const signIn = (page: Page, password: string) => signInAs(page, account.email, password);

test('changing the password from Settings signs out the other browser; the new password signs in', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account.password);
  await signIn(page, account.password);

  await page.goto('/home/settings');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/home\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

  // The form's own rules first, then the server's answer to a wrong current password.
  await page.getByLabel('Current Password*').fill('not-my-password');
  await page.getByLabel('New Password*').fill(newPassword);
  await page.getByLabel('Confirm Password*').fill('something-else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm Password*').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your current password is not correct.');

  await page.getByLabel('Current Password*').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed\. Every other device was signed out/)).toBeVisible();

  // This browser stays signed in; the other one is sent to sign in again.
  await page.goto('/home/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await otherPage.goto('/home/settings');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, newPassword);
});
