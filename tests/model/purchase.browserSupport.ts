import { expect, type Locator, type Page, test } from '@playwright/test';

import { registrationVariants } from '../../server/seed/registration';
import { payByCard, proceedToCheckout } from '../e2e/support/checkout';
import { awaitMailMatch } from '../e2e/support/mailbox';
import { password, uniqueEmail, verifyCode } from '../e2e/support/registration';

/**
 * What the purchase flows' browser maps (cart, payment, thank-you, survey, offers, entry links) do before
 * their flow starts, the way a person does it: each path registers a student of its own (a unique e-mail), so paying,
 * asking a parent or saving offers never touches an account other tests rely on.
 */

/** The courses a new student registers for, and where the registration form is. */
export const courses = {
  /** The default course 611 (California): two upsells, a mail extra, a flash deal; an e-mail code after sign-up. */
  california: { address: registrationVariants.standard.url, state: 'California', code: true },
  /** The Ohio course 630 (state 36): the audio upgrade and the Last Chance modal. */
  ohio: { address: '/register?configCourseId=630', state: 'Ohio', code: true },
  /** Course 912 of organisation 3002: no e-mail code, no upsells. */
  instant: { address: registrationVariants.emailVerificationOff.url, state: 'California', code: false },
} as const;
export type Course = keyof typeof courses;

/** The address with `?inspect` (the flow inspector the paths read), as the runner opens its pages. */
export const inspected = (address: string) => `${address}${address.includes('?') ? '&' : '?'}inspect`;

/** The registration form of a course, inspected (a flow that starts after it is traced from this load on). */
export const registrationPage = (course: Course) => inspected(courses[course].address);

/**
 * A path's set-up (a registration, a payment, a parent's e-mail) is a journey of its own before the planned steps:
 * the test gets the time for it on top of the runner's time for the steps.
 */
export const allowForSetUp = (ms = 30_000) => test.info().setTimeout(test.info().timeout + ms);

/**
 * Fills the registration form already open and signs up; the e-mail code when the course asks one. Ends on the cart
 * summary, the page a new student lands on. Answers the student's e-mail.
 */
export async function register(page: Page, course: Course, label: string): Promise<string> {
  allowForSetUp();
  const email = uniqueEmail(`paths-${label}`);
  await page.getByLabel('First Name*').fill('Riley');
  await page.getByLabel('Last Name*').fill('Driver');
  await page.getByLabel('Email Address*').fill(email);
  await page.getByLabel('Password*', { exact: true }).fill(password);
  const state = page.getByLabel('State*');
  if (await state.count()) await state.selectOption({ label: courses[course].state });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  if (courses[course].code) await verifyCode(page, page.request, email);
  await expect(page).toHaveURL(/\/home\/cart-summary$/);
  await hideInspector(page);
  return email;
}

/**
 * Folds the flow inspector's panel to its header: open, it covers the lower right of the page (a modal's buttons
 * among it). It folds for this page load; the trace goes on.
 */
export async function hideInspector(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Flow inspector' });
  await panel.getByRole('button', { name: 'Hide' }).click();
  await expect(panel.getByRole('button', { name: 'Show' })).toBeVisible();
}

/** Opens a page of the app, inspected, with the inspector folded. */
export async function openInspected(page: Page, address: string) {
  await page.goto(inspected(address));
  await hideInspector(page);
}

/** Opens the registration form and registers (for a path whose flow starts later than the page it opened). */
export async function registerFrom(page: Page, course: Course, label: string): Promise<string> {
  await page.goto(registrationPage(course));
  return register(page, course, label);
}

/** From the cart summary: the course alone, paid by the sandbox's test card; ends on the thank-you page. */
export async function buyCourse(page: Page) {
  allowForSetUp(15_000);
  await proceedToCheckout(page);
  await payByCard(page);
  await expect(page).toHaveURL(/\/home\/view-billing-details$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
}

/**
 * A new student (course 912), in a browser of their own, asks a parent to pay: answers the link of the e-mail the
 * parent gets (`/?token=…`, relative).
 */
export async function parentPaymentLink(page: Page, label: string): Promise<string> {
  const student = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const studentPage = await student.newPage();
  await registerFrom(studentPage, 'instant', label);
  await proceedToCheckout(studentPage);
  await studentPage.getByRole('radio', { name: 'Ask a parent to pay' }).check();
  const parentEmail = uniqueEmail(`paths-parent-${label}`);
  await studentPage.getByLabel('Parent or guardian e-mail').fill(parentEmail);
  await studentPage.getByRole('button', { name: 'Send payment request' }).click();
  await expect(studentPage.getByRole('dialog', { name: 'Payment Requested' })).toBeVisible();
  await student.close();
  const link = await awaitMailMatch(
    page.request,
    parentEmail,
    /https?:\/\/\S+?(\/\?token=[^\s"<>]+)/,
    `a payment request for ${parentEmail} arrives in the dev mailbox`,
  );
  return link.replace(/&amp;/g, '&');
}

/** The survey's stars are drawn over visually hidden radios: a person clicks the star (the radio's label). */
export const chooseStars = (survey: Locator, count: number) =>
  survey
    .getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` })
    .locator('xpath=..')
    .click();
