import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailboxResponseSchema } from '../../contracts/mailbox';
import { registrationVariants, seededGsaVehicleTag } from '../../server/seed/registration';

/**
 * 01 §4 Registration success (e-mail code, payment bypass, cart / AZ cart), §8 registration errors,
 * end to end against the reference server and its dev mailbox. Every test registers its own e-mail.
 */
const password = 'Passw0rd!';
const dialogName = 'Verify your e-mail address';
const uniqueEmail = (label: string) => `reg-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/dev/mailbox', { params: { to: email }, headers: { accept: 'application/json' } });
        const mails = mailboxResponseSchema.parse(await answer.json()).mails.filter((m) => m.to === email);
        code = mails.map((m) => /verification code is (\d{6})/.exec(m.body)?.[1]).find(Boolean);
        return code;
      },
      { message: `a verification code for ${email} arrives in the dev mailbox` },
    )
    .toBeTruthy();
  return code!;
}

/** Fills the registration form the way a person does and sends it. */
async function signUp(page: Page, url: string, email: string, vehicleTag?: string) {
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

async function verifyCode(page: Page, request: APIRequestContext, email: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await codeFor(request, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test('a new student verifies the e-mailed code and reaches the cart summary', async ({ page, request }) => {
  const email = uniqueEmail('standard');
  await signUp(page, registrationVariants.standard.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
});

test('the payment-bypass organisation checks out at once and opens the dashboard after the code', async ({ page, request }) => {
  const email = uniqueEmail('bypass');
  await signUp(page, registrationVariants.paymentBypass.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('without an e-mail code (EMAIL_VERIFICATION false) the student goes straight to the cart summary', async ({ page }) => {
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

test('a government fleet driver of organisation 1481 checks out as a GSA course and opens the dashboard', async ({ page, request }) => {
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
