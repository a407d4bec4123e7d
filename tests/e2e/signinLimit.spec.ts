import { expect, test } from '@playwright/test';

import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import { registrationVariants } from '../../server/seed/registration';
import { uniqueEmail } from './support/registration';

/**
 * The sign-in limit: after 5 wrong passwords for one account the server answers 429 and the login page says how long to wait,
 * in the user's language. The account is registered here through the API, so no other spec's account is locked.
 */
const wrongCredentials =
  'Incorrect email or password. Please try again or click Forgot Password to reset your password.';

test('five wrong passwords, then the wait message in English, Russian and Spanish', async ({ page, request }) => {
  test.slow(); // every repeated submit waits 3 s (01 §4)
  const email = uniqueEmail('signin-limit');
  const { configCourseId, organisationId } = registrationVariants.emailVerificationOff;
  const registered = await request.post(apiPaths.registration, {
    headers: { [headerNames.subscriptionKey]: defaultSubscriptionKey },
    data: {
      configCourseId,
      organisationId,
      student: { firstName: 'Lee', lastName: 'Limit', emailId: email, password: 'Passw0rd!' },
    },
  });
  expect(registered.status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-pass1');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  const alert = page.getByRole('alert');
  for (let i = 0; i < 5; i++) {
    await signIn.click();
    await expect(alert).toHaveText(wrongCredentials);
    await expect(signIn).toBeEnabled();
  }
  await signIn.click();
  await expect(alert).toHaveText('Too many sign-in attempts. Please try again in 1 minute.', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/login$/);

  const language = page.getByRole('combobox', { name: /Language/ }).first();
  await language.selectOption('ru');
  await expect(alert).toHaveText('Слишком много попыток входа. Повторите попытку через 1 минуту.');
  await language.selectOption('es-LA');
  await expect(alert).toHaveText('Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 1 minuto.');
});
