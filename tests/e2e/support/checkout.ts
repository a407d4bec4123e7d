import { expect, type Page } from '@playwright/test';

/** The offline sandbox's test cards (contracts/checkout.ts sandboxCards), typed the way people type them. */
export const testCards = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The cart's 'Total' figure, e.g. '$24.95'. */
export async function cartTotal(page: Page): Promise<string> {
  // The 'Total' term's value in the cart's totals list.
  const total = page.locator('.cart-totals__row--total dd').first();
  await expect(total).toBeVisible();
  return (await total.textContent())?.trim() ?? '';
}

/** Leaves the cart for the payment step (skipping the audio offer when it is shown). */
export async function proceedToCheckout(page: Page) {
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  const lastChance = page.getByRole('dialog', { name: 'Last Chance' });
  if (await lastChance.isVisible().catch(() => false))
    await lastChance.getByRole('button', { name: 'Skip and Next' }).click();
  await expect(
    page.getByRole('group', { name: 'Payment method' }).or(page.getByRole('button', { name: 'Complete enrollment' })),
  ).toBeVisible();
}

/** Fills the card form and pays. */
export async function payByCard(page: Page, cardNumber: string = testCards.success) {
  // The payment panel renders after the cart has loaded: wait for the method choice before using it.
  const card = page.getByRole('radio', { name: 'Credit or debit card' });
  await expect(card).toBeVisible();
  await card.check();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Riley Driver');
  await page.getByLabel('ZIP').fill('94105');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** The thank-you page after a payment (02 §2 Thank-you page). */
export async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/home\/view-billing-details$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
}

/** Fills the personal information form (02 §3) and saves it. */
export async function fillPersonalInformation(page: Page) {
  await page.getByLabel('Date of birth* (MM-DD-YYYY)').fill('04-12-2006');
  await page.getByLabel('Gender*').selectOption('Female');
  await page.getByLabel('Mobile number*').fill('4155550142');
  await page.getByLabel('Street address*').fill('12 Market Street');
  await page.getByLabel('City*').fill('San Francisco');
  await page.getByLabel('State*').selectOption({ label: 'California' });
  await page.getByLabel('Zip code*').fill('94105');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}
