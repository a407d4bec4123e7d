import { expect, test } from '@playwright/test';

import { registrationVariants, seededGsaVehicleTag } from '../../server/seed/registration';
import { dialogName, signUp, uniqueEmail, verifyCode } from './support/registration';

/**
 * 01 §4 Registration success (e-mail code, payment bypass, cart / AZ cart), §8 registration errors,
 * end to end against the reference server and its dev mailbox. Every test registers its own e-mail.
 */
test('a new student verifies the e-mailed code and reaches the cart summary', async ({ page, request }) => {
  const email = uniqueEmail('standard');
  await signUp(page, registrationVariants.standard.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
});

test('the payment-bypass organisation checks out at once and opens the dashboard after the code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('bypass');
  await signUp(page, registrationVariants.paymentBypass.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('without an e-mail code (EMAIL_VERIFICATION false) the student goes straight to the cart summary', async ({
  page,
}) => {
  await signUp(page, registrationVariants.emailVerificationOff.url, uniqueEmail('noverify'));
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
  await expect(page.getByRole('dialog', { name: dialogName })).toHaveCount(0);
});

test('the AZ organisation ends on the AZ cart summary', async ({ page, request }) => {
  const email = uniqueEmail('az');
  await signUp(page, registrationVariants.azFlow.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/az-cart-summary$/);
});

test("registering the same e-mail twice says 'Mail Id already exists'", async ({ page, browser }) => {
  const email = uniqueEmail('twice');
  await signUp(page, registrationVariants.standard.url, email);
  await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await signUp(second, registrationVariants.standard.url, email);
  await expect(second.getByRole('alert').filter({ hasText: 'Mail Id already exists' })).toBeVisible();
  await expect(second).toHaveURL(/\/register/);
  await other.close();
});

test('a government fleet driver of organisation 1481 checks out as a GSA course and opens the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('gsa');
  const tag = `G2${Math.floor(Math.random() * 10)}-${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  await signUp(page, registrationVariants.gsa.url, email, tag);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('a vehicle tag registered before shows the GSA message in the error modal', async ({ page }) => {
  await signUp(page, registrationVariants.gsa.url, uniqueEmail('gsataken'), seededGsaVehicleTag);
  const dialog = page.getByRole('dialog', { name: "Sorry, it seems an error has occurred. Let's try again." });
  await expect(dialog).toContainText('This GSA Vehicle Tag Number is already registered for this course.');
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
});
