import { expect, type Page } from '@playwright/test';

import { failureCodes } from '@contracts/envelope';
import * as routes from '@contracts/pages';
import * as apiPaths from '@contracts/paths';
import type { ThankYouInput, thankYouMachine } from '@machines/thankYou';

import { purchasePathsOrganisations } from '../../server/seed/purchasePaths';
import { registrationVariants } from '../../server/seed/registration';
import { fillPersonalInformation, payByCard, proceedToCheckout } from '../e2e/support/checkout';
import { uniqueEmail, verifyCode } from '../e2e/support/registration';
import type { BrowserFlow } from '../paths/browserFlow';
import type { PlannedPath } from './harness/paths';
import {
  allowForSetUp,
  buyCourse,
  hideInspector,
  inspected,
  openInspected,
  parentPaymentLink,
  register,
  registrationPage,
} from './purchase.browserSupport';
import { thankYouModel } from './thankYou.model';

const inputOf = (path: PlannedPath) => path.input as ThankYouInput;
const plans = (path: PlannedPath, text: string) => path.steps.some((s) => JSON.stringify(s.event).includes(text));
/** The purchase list answers nothing the page asked for: no payment yet, or an order that is not the student's. */
const findsNothingIn = (step: PlannedPath['steps'][number]) =>
  step.event.type === 'xstate.done.actor.loadPurchase' && JSON.stringify(step.event.output) === '[]';
const findsNothing = (path: PlannedPath) => path.steps.some(findsNothingIn);
/** A purchase list without the order the address asks for (an order from the history). */
const missesAskedOrder = (path: PlannedPath) =>
  path.steps.some(
    (s) =>
      s.event.type === 'xstate.done.actor.loadPurchase' &&
      !(s.event.output as Array<{ targetId: number }>).some((r) => r.targetId === inputOf(path).studentPaymentTrxId),
  );
/** The seed's first payment, made by a seeded student: never the order of a student a path registers. */
const anotherStudentsOrder = 1;
/**
 * The planned student has given their personal information already: the student's answer says so, or this browser
 * has kept that it was given (the page stores it as the form is saved).
 */
const personalInfoGiven = (path: PlannedPath) =>
  plans(path, '"isPersonalInfoPending":false') || inputOf(path).skipPersonalInfo;

/** Where each input's page is: a registration form (with the organisation that asks for the survey, or AZ_FLOW). */
function pageOf(path: PlannedPath): string {
  const input = inputOf(path);
  if (input.isFastLaneStudent && !input.azFlow) return '/registerfast';
  if (input.parentEmailFlow) return '/';
  if (input.azFlow)
    return input.surveyRequired
      ? inspected(`/register?organisationId=${purchasePathsOrganisations.arizonaShopperSurvey.id}&configCourseId=611`)
      : inspected(registrationVariants.azFlow.url);
  if (input.surveyRequired)
    return inspected(`/register?organisationId=${purchasePathsOrganisations.shopperSurvey.id}&configCourseId=611`);
  return registrationPage(input.upsellPayment ? 'california' : 'instant');
}

/**
 * The pages before the receipt call the same address (My Orders lists the orders with it): the interception of the
 * receipt's purchase call waits until the student takes the step that opens the receipt.
 */
let receiptOpening = false;

/** Pays the cart on screen by card; the thank-you page opens. */
async function payHere(page: Page) {
  await proceedToCheckout(page);
  receiptOpening = true;
  await payByCard(page);
  await expect(page).toHaveURL(/\/home\/view-billing-details$/);
}

/** Fills a registration form already open (the organisation's own form, no e-mail code unless the course asks one). */
async function registerOnForm(page: Page, code: boolean) {
  allowForSetUp();
  const email = uniqueEmail('paths-thankyou');
  await page.getByLabel('First Name*').fill('Riley');
  await page.getByLabel('Last Name*').fill('Driver');
  await page.getByLabel('Email Address*').fill(email);
  await page.getByLabel('Password*', { exact: true }).fill('Passw0rd!');
  const state = page.getByLabel('State*');
  if (await state.count()) await state.selectOption({ label: 'California' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  if (code) await verifyCode(page, page.request, email);
  await expect(page).toHaveURL(/\/home\/(az-)?cart-summary$/);
  await hideInspector(page);
}

/** A parent pays through the link a new student (course 912) e-mailed from another browser. */
async function parentPays(page: Page) {
  await openInspected(page, await parentPaymentLink(page, 'thankyou'));
  await expect(page).toHaveURL(/\/home\/parent-cart-summary$/);
  receiptOpening = true;
  await payByCard(page);
  // The parent leaves for the start page at the end, a new page: what the page traced so far is kept for it.
  await keepTraceAcrossLoads(page);
}

/** The trace survives the parent's last page load (the start page is opened without the inspector). */
async function keepTraceAcrossLoads(page: Page) {
  const keep = () => {
    const key = 'paths.flowTrace';
    addEventListener('pagehide', () => {
      if (window.__flowTrace) sessionStorage.setItem(key, JSON.stringify(window.__flowTrace));
    });
    const kept = sessionStorage.getItem(key);
    if (kept && !location.search.includes('inspect')) window.__flowTrace = JSON.parse(kept);
  };
  // The pages to come keep it on arrival; this one (the thank-you page opens inside it) hands it over as it goes.
  await page.addInitScript(keep);
  await page.evaluate(keep);
}

async function openThankYou(page: Page, path: PlannedPath) {
  receiptOpening = false;
  const input = inputOf(path);
  if (input.parentEmailFlow) return parentPays(page);
  if (input.isFastLaneStudent && !input.azFlow) {
    allowForSetUp();
    await page.getByLabel('Email Address').fill(uniqueEmail('paths-thankyou-fastlane'));
    await page.getByRole('button', { name: 'Credit Card' }).click();
    await expect(page).toHaveURL(/\/home\/fast-lane-cart-summary$/);
    await hideInspector(page);
    return payHere(page);
  }
  if (input.azFlow || input.surveyRequired) await registerOnForm(page, input.azFlow && !input.surveyRequired);
  else await register(page, input.upsellPayment ? 'california' : 'instant', 'thankyou');
  if (personalInfoGiven(path)) {
    // The student gives their personal information before paying.
    await openInspected(page, '/home/personal-information');
    await fillPersonalInformation(page);
    await expect(page).not.toHaveURL(/personal-information/);
    await openInspected(page, input.azFlow ? '/home/az-cart-summary' : '/home/cart-summary');
  }
  if (!input.afterPayment && missesAskedOrder(path)) {
    // A receipt link for an order that is not the student's: the seed's first payment (another student's).
    await buyCourse(page);
    receiptOpening = true;
    return openInspected(page, `${routes.billingDetails}?studentPaymentTrxId=${anotherStudentsOrder}`);
  }
  if (!input.afterPayment) {
    await buyCourse(page);
    await openInspected(page, '/home/myorders');
    const receipt = page.getByRole('link', { name: 'View receipt' }).first();
    await expect(receipt).toBeVisible();
    receiptOpening = true;
    return receipt.click();
  }
  if (findsNothing(path)) {
    // The thank-you address opened before any payment.
    receiptOpening = true;
    return openInspected(page, '/home/view-billing-details');
  }
  if (input.upsellPayment) {
    await buyCourse(page);
    await openInspected(page, '/home/special-offers');
    await page.getByRole('button', { name: /^Add .*Insurance Discount Course/ }).click();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/home\/upsell-cart-summary$/);
  }
  await payHere(page);
}

const surveyDialog = (page: Page) => page.getByRole('dialog', { name: 'Tell us about your experience' });
const afterContinue = /\/home\/(file-documents|personal-information|fast-lane-personal-information|dashboard)$|:\d+\/$/;

/**
 * The thank-you page and receipt in the browser: each path registers a student (course 912; 611 for the
 * upsell cart; the seeded survey organisations 3301 and 3302 of server/seed/purchasePaths.ts; the Arizona flow 3003),
 * who pays by the sandbox card and lands on the page; the fast lane from /registerfast; the parent through the
 * e-mailed link; an order opened from My Orders. No connection and the mail server's failure by interception.
 */
export const thankYouBrowser: BrowserFlow<typeof thankYouMachine> = {
  model: thankYouModel,
  page: pageOf,
  open: openThankYou,
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'continue.request': (page) => page.getByRole('button', { name: 'Continue' }).click(),
    'receipt.print': (page) => page.getByRole('button', { name: 'Print' }).click(),
    'receipt.download': (page) => page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
    'receipt.email': (page) => page.getByRole('button', { name: 'Email receipt' }).click(),
    // The survey's own Skip ends it; its machine reports the end to the page.
    'survey.finish': (page) => surveyDialog(page).getByRole('button', { name: 'Skip' }).click(),
  },
  states: {
    loadingPurchase: (page) => expect(page.getByRole('status')).toContainText(/Loading your (course|receipt)…/),
    loadingStudent: (page) => expect(page.getByRole('status')).toContainText('Loading your course…'),
    failed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    notFound: (page) => expect(page.getByRole('alert')).toHaveText('We could not find this payment.'),
    showing: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: /^(Thank you for your payment|Order receipt)$/ }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Receipt' })).toContainText(
        'Charges will appear on your statement as',
      );
      await expect(page.getByRole('button', { name: 'Email receipt' })).toBeEnabled();
    },
    downloading: (page) => expect(page.getByRole('button', { name: 'Email receipt' })).toBeDisabled(),
    emailing: (page) => expect(page.getByRole('button', { name: 'Download receipt (PDF)' })).toBeDisabled(),
    surveying: (page) =>
      expect(surveyDialog(page).getByRole('group', { name: 'How would you rate this course?' })).toBeVisible(),
    parentPaymentDone: (page) => expect(page.getByText('Payment is done successfully')).toBeVisible(),
    continued: (page) => expect(page).toHaveURL(afterContinue),
  },
  // The parent leaves for the start page (a new page load): the address shows it.
  navigates: { 'xstate.after.parentFlowDoneRedirect.thankYou.parentPaymentDone': /:\d+\/$/ },
  intercept: {
    loadPurchase: { url: (url) => receiptOpening && url.pathname === apiPaths.purchaseDetails },
    loadStudent: {
      url: (url) => receiptOpening && url.pathname === apiPaths.studentDetails,
      refusals: {
        why: 'a signed-in student always exists on the server: its “Student not found” is intercepted',
        codes: [failureCodes.notFound],
      },
    },
    downloadReceipt: { url: (url) => url.pathname === apiPaths.receipt },
    emailReceipt: { url: (url) => url.pathname === apiPaths.receiptEmail },
  },
  skip: (path) =>
    findsNothing(path) &&
    path.steps.some((s) => s.event.type === 'xstate.done.actor.loadPurchase' && !findsNothingIn(s))
      ? 'the server does not lose a payment it has listed: a purchase list that has it and then is empty is the jsdom paths’'
      : undefined,
};
