import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { registrationVariants } from '../../server/seed/registration';
import {
  cartTotal,
  expectThankYou,
  fillPersonalInformation,
  payByCard,
  proceedToCheckout,
  testCards,
} from './support/checkout';
import { awaitMailMatch } from './support/mailbox';
import { signUp, uniqueEmail, verifyCode } from './support/registration';

/** The smallest valid PDF (one empty page) and a photo: the Arizona documents. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n170\n%%EOF\n',
);
const licencePhoto = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Cart, payment and after (02 §2–§4), end to end against the reference server and its offline payment sandbox: from registration through the
 * cart variants, the card / pay-later / parent payments, the thank-you page and personal information to the dashboard.
 * Every test registers its own student.
 */

/** A student of the organisation without e-mail codes (3002), on the cart summary (course 912: no upsells). */
async function newStudentOnCart(page: Page, label: string) {
  await signUp(page, registrationVariants.emailVerificationOff.url, uniqueEmail(label));
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
  await expect(page.getByRole('heading', { name: 'Cart Summary' })).toBeVisible();
}

/** A student of the default course 611 (upsells and a mail extra), past the e-mail code, on the cart summary. */
async function newDefaultCourseStudentOnCart(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await signUp(page, registrationVariants.standard.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
  return email;
}

async function parentLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const link = await awaitMailMatch(
    request,
    email,
    /https?:\/\/\S+?(\/\?token=[^\s"<>]+)/,
    `a payment request for ${email} arrives in the dev mailbox`,
  );
  return link.replace(/&amp;/g, '&');
}

test('a new student adds and removes an upsell, applies a discount code, pays by card and reaches the dashboard', async ({
  page,
  request,
}) => {
  const email = await newDefaultCourseStudentOnCart(page, request, 'journey');

  const courseOnly = await cartTotal(page);
  const addUpsell = page.getByRole('button', { name: /^Add Insurance Discount Course/ });
  await addUpsell.click();
  await expect.poll(() => cartTotal(page)).not.toBe(courseOnly);
  await page.getByRole('button', { name: /^Remove Insurance Discount Course/ }).click();
  await expect.poll(() => cartTotal(page)).toBe(courseOnly);

  await page.getByRole('radio', { name: 'Discount code' }).check();
  await page.getByRole('textbox', { name: 'Code' }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Discount code SAVE10 applied/)).toBeVisible();
  await expect(page.getByText('YOU SAVED')).toBeVisible();
  await expect.poll(() => cartTotal(page)).not.toBe(courseOnly);

  await proceedToCheckout(page);
  await payByCard(page);
  await expectThankYou(page);
  await expect(page.getByText(/Charges will appear on your statement as/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
  await page.getByRole('button', { name: 'Email receipt' }).click();
  await expect(page.getByText(`Receipt sent to ${email}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home\/personal-information$/);
  await fillPersonalInformation(page);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Complete your purchase' })).toHaveCount(0);
  await expect(page.getByText('Purchased').first()).toBeVisible();
});

test('a declined card says so and keeps the student on the cart; the test card then pays', async ({ page }) => {
  await newStudentOnCart(page, 'declined');
  await proceedToCheckout(page);
  await payByCard(page, testCards.declined);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
  await payByCard(page, testCards.success);
  await expectThankYou(page);
});

test('pay later enrols the student with the course pending payment on the dashboard', async ({ page }) => {
  await newStudentOnCart(page, 'paylater');
  await proceedToCheckout(page);
  await page.getByRole('radio', { name: 'Pay later' }).check();
  await page.getByRole('button', { name: 'Enroll and pay later' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Complete your purchase' })).toBeVisible();
});

test('a parent payment request e-mails the parent, who pays on the parent cart and is sent to the start page', async ({
  page,
  browser,
  request,
}) => {
  const parentEmail = `parent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await newStudentOnCart(page, 'parent-request');
  await proceedToCheckout(page);
  await page.getByRole('radio', { name: 'Ask a parent to pay' }).check();
  await page.getByLabel('Parent or guardian e-mail').fill(parentEmail);
  await page.getByRole('button', { name: 'Send payment request' }).click();
  const requested = page.getByRole('dialog', { name: 'Payment Requested' });
  await expect(requested).toBeVisible();
  await expect(requested).toContainText(parentEmail);
  await requested.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);

  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto(await parentLinkFor(request, parentEmail));
  await expect(parent).toHaveURL(/\/home\/parent-cart-summary$/);
  await payByCard(parent);
  await expectThankYou(parent);
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(parent.getByText('Payment is done successfully')).toBeVisible();
  // 02 §9: the external start page after 2 s (the product's own start page offline).
  await expect(parent).toHaveURL(/\/$/, { timeout: 10_000 });
  await parentContext.close();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Complete your purchase' })).toHaveCount(0);
});

test('the fast lane goes from /registerfast through the express cart and personal information to the dashboard', async ({
  page,
}) => {
  await page.goto('/registerfast');
  await page.getByLabel('Email Address').fill(uniqueEmail('fastlane'));
  await page.getByRole('button', { name: 'Credit Card' }).click();
  await expect(page).toHaveURL(/\/home\/fast-lane-cart-summary$/);
  await proceedToCheckout(page);
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  await payByCard(page);
  await expectThankYou(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home\/fast-lane-personal-information$/);
  await page.getByLabel('First name*').fill('Riley');
  await page.getByLabel('Last name*').fill('Driver');
  await fillPersonalInformation(page);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  // Reopening the express page resumes at the last fast-lane step (5: the dashboard).
  await page.goto('/registerfast');
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('an Arizona student pays, files the documents, passes the eligibility check and starts the course', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('az');
  await signUp(page, registrationVariants.azFlow.url, email);
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/az-cart-summary$/);
  await proceedToCheckout(page);
  await payByCard(page);
  await expectThankYou(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Stepper step 11: the citation and the licence, each by its content (a PDF and a photo).
  await expect(page).toHaveURL(/\/home\/file-documents/);
  for (const [card, upload] of [
    ['Copy of your citation (ticket)', { name: 'citation.pdf', mimeType: 'application/pdf', buffer: tinyPdf }],
    [
      "Copy of your driver's license or other government ID",
      { name: 'licence.jpg', mimeType: 'image/jpeg', buffer: await licencePhoto() },
    ],
  ] as const) {
    const region = page.getByRole('region', { name: card });
    await region.getByLabel(/^Choose a (new )?file$/).setInputFiles(upload);
    await region.getByRole('button', { name: 'Upload' }).click();
    await expect(region.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  }
  await page
    .getByRole('link', { name: /Continue/ })
    .or(page.getByRole('button', { name: /Continue/ }))
    .click();

  // Step 12: the eligibility check, decided by the server; approved, the course starts.
  await expect(page).toHaveURL(/\/home\/eligibility/);
  await page.getByLabel('The violation on your citation').selectOption('28-701A');
  await page.getByLabel('Violation date').fill(isoDay(-5));
  await page.getByLabel('Court date').fill(isoDay(30));
  for (const question of [
    'Did the violation result in a serious physical injury or a death?',
    'Have you attended a defensive driving school for an earlier violation?',
    'Do you hold a commercial driver licence (CDL)?',
  ])
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox').check();
  await page.getByLabel(/Type your full name to sign/).fill('Riley Driver');
  await page.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByText(/You are eligible \(decided on .+\)\. Your course can start now\./)).toBeVisible();
  await page.getByRole('button', { name: 'Start course' }).click();
  await expect(page).toHaveURL(/\/home\/chapter-launch$/);
  await expect(page.getByRole('heading', { name: 'Your security questions' })).toBeVisible();
});

test('the scheduled and review carts pay the chosen items', async ({ page, request }) => {
  await newDefaultCourseStudentOnCart(page, request, 'review');
  await page.getByRole('button', { name: /^Add Mature Driver/ }).click();
  await proceedToCheckout(page);
  // The review page shows the stored choice again, read-only, with the payment step.
  await page.goto('/home/review-cart-and-checkout');
  await expect(page.getByText(/Mature Driver/).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
  await payByCard(page);
  await expectThankYou(page);

  await newStudentOnCart(page, 'schedule');
  await page.goto('/home/cart-summary-schedule');
  await proceedToCheckout(page);
  await payByCard(page);
  await expectThankYou(page);
});

test('upsell offers after a purchase are paid on the upsell cart', async ({ page, request }) => {
  await newDefaultCourseStudentOnCart(page, request, 'offers');
  await proceedToCheckout(page);
  await payByCard(page);
  await expectThankYou(page);
  await page.goto('/home/special-offers');
  await page.getByRole('button', { name: /^Add .*Mature Driver/ }).click();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/home\/upsell-cart-summary$/);
  await expect(page.getByText(/Mature Driver/).first()).toBeVisible();
  await proceedToCheckout(page);
  await payByCard(page);
  await expectThankYou(page);
  await page.goto('/home/myorders');
  await expect(page.getByRole('link', { name: /View receipt/ })).toHaveCount(2);
});

test('an Ohio student is offered the audio upgrade, pays, and a parent verifies identity before the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ohio');
  await page.goto('/register?configCourseId=630');
  await page.getByLabel('First Name*').fill('Riley');
  await page.getByLabel('Last Name*').fill('Driver');
  await page.getByLabel('Email Address*').fill(email);
  await page.getByLabel('Password*', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('State*').selectOption({ label: 'Ohio' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await verifyCode(page, request, email);
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
  const audio = page.getByRole('article', { name: 'Audio upgrade' });
  await expect(audio).toContainText('ONLY $10.00');

  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  const lastChance = page.getByRole('dialog', { name: 'Last Chance' });
  await expect(lastChance).toBeVisible();
  await lastChance.getByRole('button', { name: 'Add audio upgrade' }).click();
  await payByCard(page);
  await expectThankYou(page);
  await expect(page.getByText(/Audio/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await fillPersonalInformation(page);
  await expect(page).toHaveURL(/\/home\/parent-verification$/);
  await page.getByLabel('Parent first name*').fill('Jordan');
  await page.getByLabel('Parent last name*').fill('Driver');
  await page.getByLabel('Parent date of birth* (MM-DD-YYYY)').fill('03-15-1978');
  await page.getByLabel('Parent email address*').fill(`guardian-${Date.now()}@example.com`);
  await page.getByLabel('Parent mobile number*').fill('6145550100');
  await page.getByLabel('Parent street address*').fill('200 High Street');
  await page.getByLabel('Parent city*').fill('Columbus');
  await page.getByLabel('Parent state*').selectOption({ label: 'Ohio' });
  await page.getByLabel('Parent zip code*').fill('43215');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});
