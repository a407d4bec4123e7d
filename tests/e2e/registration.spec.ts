import { expect, test } from '@playwright/test';

import { registrationVariants } from '../../server/seed/registration';
import { signUp, uniqueEmail, verifyCode } from './support/registration';

/**
 * 01 §4 Registration success (e-mail code, payment bypass, cart / AZ cart), §8 registration errors,
 * end to end against the reference server and its dev mailbox. Every test registers its own e-mail.
 */
test('the payment-bypass organisation checks out at once and opens the dashboard after the code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('bypass');
  await signUp(page, registrationVariants.paymentBypass.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('the AZ organisation ends on the AZ cart summary', async ({ page, request }) => {
  const email = uniqueEmail('az');
  await signUp(page, registrationVariants.azFlow.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/az-cart-summary$/);
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
