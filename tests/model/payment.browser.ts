import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import { checkoutFailureCodes, sandboxCards } from '@contracts/checkout';
import * as apiPaths from '@contracts/paths';
import { type PaymentInput, type paymentMachine, redirectProgress } from '@machines/payment';
import type { Failure } from '@machines/shared/failure';

import { proceedToCheckout } from '../e2e/support/checkout';
import { uniqueEmail } from '../e2e/support/registration';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { paymentModel } from './payment.model';
import {
  allowForSetUp,
  buyCourse,
  hideInspector,
  openInspected,
  register,
  registrationPage,
} from './purchase.browserSupport';

const methodLabels: Record<string, string> = {
  card: 'Credit or debit card',
  wallet: 'PayPal',
  payLater: 'Pay later',
  parentRequest: 'Ask a parent to pay',
};

const inputOf = (path: PlannedPath) => path.input as PaymentInput;
const preferredOf = (path: PlannedPath) => inputOf(path).options.preferred;
const isFree = (path: PlannedPath) => inputOf(path).order.payment.totalAmount === 0;
const failsWith = (event: AnyEventObject, code: string) => {
  const step = classify(event);
  return step.kind === 'error' && (step.error as { code?: string }).code === code;
};
/** The server refuses a course the student has paid already: such a path pays first, then comes back to the cart. */
const paysAgain = (path: PlannedPath) => path.steps.some((s) => failsWith(s.event, checkoutFailureCodes.alreadyPaid));

/** The calls the loader waits on, by the actor that makes them. */
const callOf: Record<string, string> = {
  createPaymentMethod: apiPaths.paymentMethod,
  checkout: apiPaths.checkout,
};

/** The planned steps of one attempt: from its submit to the next thing the student does. */
function attemptAfter(path: PlannedPath, event: AnyEventObject) {
  const at = path.steps.findIndex((s) => s.event === event);
  const rest = path.steps.slice(at + 1);
  const end = rest.findIndex((s) => classify(s.event).kind === 'user');
  return (end < 0 ? rest : rest.slice(0, end)).map((s) => s.event);
}

/**
 * The loader's ticks (planned while the gateway works) need a gateway slower than the sandbox, which answers at once:
 * the call the ticks wait on is held, unchanged, until the loader stands at its cap, then goes to the server, whose
 * answer is the real one.
 */
async function slowGatewayFor(page: Page, path: PlannedPath, submit: AnyEventObject) {
  const attempt = attemptAfter(path, submit);
  const firstTick = attempt.findIndex((e) => classify(e).kind === 'timer');
  if (firstTick < 0) return;
  const answered = attempt
    .slice(firstTick)
    .map(classify)
    .find((s) => s.kind === 'done' || s.kind === 'error');
  const invokeId = answered && 'invokeId' in answered ? answered.invokeId : 'checkout';
  // A refusal the server cannot give (intercepted below) is what the held call then gets instead.
  const refusal = answered?.kind === 'error' ? interceptedRefusal(invokeId, answered.error as Failure) : undefined;
  await page.route(
    (url) => url.pathname === callOf[invokeId],
    async (route) => {
      await expect(page.getByRole('progressbar', { name: 'Payment progress' })).toHaveAttribute(
        'aria-valuenow',
        String(redirectProgress.cap),
        { timeout: 20_000 },
      );
      if (!refusal) return route.continue();
      const { httpStatus, message, code } = refusal;
      return route.fulfill({ status: httpStatus, json: { status: { success: false, message, code } } });
    },
    { times: 1 },
  );
}

/** The refusals this map has intercepted (`intercept` below): the server gives them only in a race, or never. */
const interceptedRefusals: Record<string, string[]> = {
  checkout: [checkoutFailureCodes.paymentInProgress],
  createPaymentMethod: [checkoutFailureCodes.cardInvalid],
};
const interceptedRefusal = (invokeId: string, failure: Failure) =>
  interceptedRefusals[invokeId]?.includes(failure.code ?? '') ? failure : undefined;

/** The sandbox declines 4000 0000 0000 0002 and takes any other valid number. */
const cardFor = (path: PlannedPath, submit: AnyEventObject) =>
  attemptAfter(path, submit).some((e) => failsWith(e, checkoutFailureCodes.cardDeclined))
    ? sandboxCards.declined
    : sandboxCards.success;

/** The fast lane: the express page's e-mail and its payment choice, then the express cart's checkout. */
async function openFastLane(page: Page, path: PlannedPath) {
  allowForSetUp();
  await page.getByLabel('Email Address').fill(uniqueEmail('paths-fastlane'));
  await page.getByRole('button', { name: preferredOf(path) === 'wallet' ? 'PayPal' : 'Credit Card' }).click();
  await expect(page).toHaveURL(/\/home\/fast-lane-cart-summary$/);
  await hideInspector(page);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
}

/**
 * A new student (course 912) on the cart's payment panel; a free order by the seeded 100 % code FREE100; a student who
 * paid already back on the cart (the server's 'already paid').
 */
async function openPayment(page: Page, path: PlannedPath) {
  if (preferredOf(path)) return openFastLane(page, path);
  await register(page, 'instant', 'payment');
  if (paysAgain(path)) {
    await buyCourse(page);
    await openInspected(page, '/home/cart-summary');
  }
  if (isFree(path)) {
    await page.getByRole('radio', { name: 'Discount code' }).check();
    await page.getByRole('textbox', { name: 'Code' }).fill('FREE100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/Discount code FREE100 applied/)).toBeVisible();
  }
  await proceedToCheckout(page);
}

const retryShown = async (page: Page) => {
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
};
const methodChosen = (page: Page, method: string) =>
  expect(page.getByRole('radio', { name: methodLabels[method] })).toBeChecked();
const loaderShown = (page: Page) => expect(page.getByRole('progressbar', { name: 'Payment progress' })).toBeVisible();

const inProgress =
  'two payments of one student at the same moment (two tabs): the server’s “being processed” answer depends on a race the browser cannot time, so it is intercepted';
const walletUnavailable =
  'the seeded server always offers the PayPal sandbox: “PayPal is not available” needs a server without a wallet gateway';
const refusedByForm =
  'the card form refuses a number failing its check before the server sees it, and the sandbox takes every other number: the server’s “Your card number is incorrect.” is intercepted';

/**
 * The payment panel in the browser on the cart of a student registered for the path (course 912), against
 * the offline sandbox: the test card pays, 4000 0000 0000 0002 is declined, pay later and a parent request are saved,
 * FREE100 makes the order free; a student who paid comes back to the cart and is told the course is paid; the fast lane
 * opens the panel on the express page's choice. No connection for the payment options by interception.
 */
export const paymentBrowser: BrowserFlow<typeof paymentMachine> = {
  model: paymentModel,
  page: (path) => (preferredOf(path) ? '/registerfast' : registrationPage('instant')),
  open: openPayment,
  perform: {
    'method.select': (page, { event }) => page.getByRole('radio', { name: methodLabels[String(event.method)] }).check(),
    'card.submit': async (page, { event, path }) => {
      const card = event.card as Record<string, string>;
      await page.getByLabel('Card number').fill(cardFor(path, event));
      await page.getByLabel('Expiration (MM/YY)').fill(card.expiry);
      await page.getByLabel('CVC').fill(card.cvc);
      await page.getByLabel('Name on card').fill(card.nameOnCard);
      await page.getByLabel('ZIP').fill(card.zip);
      await slowGatewayFor(page, path, event);
      await page.getByRole('button', { name: 'Pay now' }).click();
    },
    'wallet.submit': async (page, { event, path }) => {
      await slowGatewayFor(page, path, event);
      await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    },
    'payLater.submit': (page) => page.getByRole('button', { name: 'Enroll and pay later' }).click(),
    'parentRequest.submit': async (page, { event }) => {
      await page.getByLabel('Parent or guardian e-mail').fill(String(event.requestEmail));
      await page.getByRole('button', { name: 'Send payment request' }).click();
    },
    'bypass.submit': (page) => page.getByRole('button', { name: 'Complete enrollment' }).click(),
    'payment.retry': async (page, { event, path }) => {
      await slowGatewayFor(page, path, event);
      await page.getByRole('button', { name: 'Try again' }).click();
    },
    'paymentRequested.done': (page) =>
      page.getByRole('dialog', { name: 'Payment Requested' }).getByRole('button', { name: 'Done' }).click(),
  },
  states: {
    'methods.selecting': async (page) => {
      await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
      await expect(page.getByText('Choose how you want to pay.')).toBeVisible();
    },
    // The express page's choice opens its method (the options may already have loaded: the choice shows either way).
    'methods.card.loadingTokens': (page) => methodChosen(page, 'card'),
    'methods.card.tokensFailed': retryShown,
    'methods.card.failed': retryShown,
    'methods.wallet.failed': retryShown,
    'methods.payLater.failed': retryShown,
    'methods.parentRequest.failed': retryShown,
    'bypass.failed': retryShown,
    'methods.card.editing': async (page) => {
      await methodChosen(page, 'card');
      await expect(page.getByLabel('Card number')).toBeVisible();
      await expect(page.getByText('Test mode: use card 4242 4242 4242 4242')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    },
    'methods.wallet.loadingTokens': (page) => methodChosen(page, 'wallet'),
    'methods.wallet.tokensFailed': retryShown,
    'methods.wallet.ready': async (page) => {
      await methodChosen(page, 'wallet');
      await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    },
    'methods.payLater.ready': (page) =>
      expect(page.getByRole('button', { name: 'Enroll and pay later' })).toBeEnabled(),
    'methods.parentRequest.editing': (page) => expect(page.getByLabel('Parent or guardian e-mail')).toBeEditable(),
    'cardPaying.progress.ticking + steps.creatingMethod': loaderShown,
    'cardPaying.progress.ticking + steps.checkingOut': loaderShown,
    'walletPaying.progress.ticking + checkingOut.': loaderShown,
    payingLater: (page) => expect(page.getByRole('button', { name: 'Enroll and pay later' })).toBeDisabled(),
    requestingParent: (page) => expect(page.getByRole('button', { name: 'Send payment request' })).toBeDisabled(),
    requested: (page) =>
      expect(page.getByRole('dialog', { name: 'Payment Requested' })).toContainText(
        'A parent or guardian has been asked to pay for this course.',
      ),
    'bypass.ready': async (page) => {
      await expect(page.getByText('Nothing to pay: your order is free.')).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Complete enrollment' })).toBeEnabled();
    },
    'bypass.checkingOut': (page) => expect(page.getByRole('button', { name: 'Complete enrollment' })).toBeDisabled(),
    completed: async (page) => {
      await expect(page).toHaveURL(/\/home\/view-billing-details$/);
      await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
    },
    pending: (page) => expect(page).toHaveURL(/\/home\/dashboard$/),
    finished: (page) => expect(page).toHaveURL(/\/home\/dashboard$/),
    alreadyPaid: async (page) => {
      await expect(page.getByRole('alert').filter({ hasText: 'This course is already paid.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/home/dashboard');
    },
  },
  intercept: {
    loadClientTokens: { url: (url) => url.pathname === apiPaths.paymentClientTokens },
    checkout: {
      url: (url) => url.pathname === apiPaths.checkout,
      refusals: { why: inProgress, codes: interceptedRefusals.checkout },
    },
    createPaymentMethod: {
      url: (url) => url.pathname === apiPaths.paymentMethod,
      refusals: { why: refusedByForm, codes: interceptedRefusals.createPaymentMethod },
    },
  },
  skip: (path) => {
    const events = path.steps.map((s) => s.event);
    if (events.some((e) => classify(e).kind === 'done' && JSON.stringify(e).includes('"wallet":null')))
      return walletUnavailable;
    return undefined;
  },
  unreachable: {
    'payment.methods.wallet.starting|always|1': walletUnavailable,
    'payment.methods.wallet.loadingTokens|xstate.done.actor.loadClientTokens|1': walletUnavailable,
  },
};
