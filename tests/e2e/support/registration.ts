import { type APIRequestContext, expect, type Page } from '@playwright/test';

import { awaitMailMatch } from './mailbox';

/** Registration the way a person does it, shared by the registration and checkout journeys. */
export const password = 'Passw0rd!';
export const dialogName = 'Verify your e-mail address';
export const uniqueEmail = (label: string) =>
  `reg-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export function codeFor(request: APIRequestContext, email: string): Promise<string> {
  return awaitMailMatch(
    request,
    email,
    /verification code is (\d{6})/,
    `a verification code for ${email} arrives in the dev mailbox`,
  );
}

/** Fills the registration form the way a person does and sends it. */
export async function signUp(page: Page, url: string, email: string, vehicleTag?: string) {
  await page.goto(url);
  if (vehicleTag) await page.getByLabel(/GSA Vehicle Tag Number/).fill(vehicleTag);
  await page.getByLabel('First Name*').fill('Riley');
  await page.getByLabel('Last Name*').fill('Driver');
  await page.getByLabel('Email Address*').fill(email);
  await page.getByLabel('Password*', { exact: true }).fill(password);
  const state = page.getByLabel('State*');
  if (await state.count()) await state.selectOption({ label: 'California' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function verifyCode(page: Page, request: APIRequestContext, email: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await codeFor(request, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
}
