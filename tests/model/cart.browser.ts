import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { CartEntry, cartMachine } from '@machines/cart';

import { proceedToCheckout } from '../e2e/support/checkout';
import type { BrowserFlow } from '../paths/browserFlow';
import { cartModel } from './cart.model';
import type { PlannedPath } from './harness/paths';
import {
  buyCourse,
  type Course,
  openInspected,
  parentPaymentLink,
  register,
  registrationPage,
} from './purchase.browserSupport';

/** A signed-in student whose browser holds no course (integration@example.com signs in; nobody changes data here). */
const withoutCourse = { email: 'integration@example.com', password: 'Passw0rd!' };

const entryOf = (path: PlannedPath) => path.input as CartEntry;
/** The audio upgrade (and so the Last Chance modal) is offered for the Ohio course only (state 36). */
const needsAudio = (path: PlannedPath) =>
  path.steps.some((s) => ['audio.toggle', 'lastChance.addAudio', 'lastChance.skip'].includes(s.event.type));
const courseOf = (path: PlannedPath): Course => (needsAudio(path) ? 'ohio' : 'california');

const upsell = 'Insurance Discount Course';
const lastChance = (page: Page) => page.getByRole('dialog', { name: 'Last Chance' });
const paymentPanel = (page: Page) => page.getByRole('region', { name: 'Payment' });

/** A parent opens the payment link a new student (course 912) asked for, in a browser of their own. */
async function openParentLink(page: Page) {
  await openInspected(page, await parentPaymentLink(page, 'cart'));
}

/** Where each cart page is, from a new student's cart summary. */
async function openCart(page: Page, path: PlannedPath) {
  const entry = entryOf(path);
  if (entry.studentId === null) return;
  switch (entry.variant) {
    case 'parent':
      return openParentLink(page);
    case 'schedule':
      await register(page, 'california', 'cart-schedule');
      return openInspected(page, '/home/cart-summary-schedule');
    case 'review':
      // The cart page stores the choice as the student proceeds; the review page shows it again.
      await register(page, 'california', 'cart-review');
      await page.getByRole('button', { name: `Add ${upsell}` }).click();
      await proceedToCheckout(page);
      return openInspected(page, '/home/review-cart-and-checkout');
    case 'upsell':
      // Offers come after a purchase: the student buys the course, then chooses an offer.
      await register(page, 'california', 'cart-upsell');
      await buyCourse(page);
      await openInspected(page, '/home/special-offers');
      await page.getByRole('button', { name: new RegExp(`^Add .*${upsell}`) }).click();
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      return void (await expect(page).toHaveURL(/\/home\/upsell-cart-summary$/));
    default:
      await register(page, courseOf(path), 'cart');
  }
}

/**
 * The cart in the browser: every path registers a student of its own and reaches its cart page as a person
 * does (the Ohio course for the audio upgrade and Last Chance, the default course otherwise; the upsell cart after a
 * purchase and an offer; the parent cart from the e-mailed link). Codes are the seeded ones (SAVE10; a made-up code is
 * refused); no connection by interception.
 */
export const cartBrowser: BrowserFlow<typeof cartMachine> = {
  model: cartModel,
  page: (path) => {
    const entry = entryOf(path);
    if (entry.studentId === null) return '/home/cart-summary';
    return entry.variant === 'parent'
      ? '/'
      : registrationPage(entry.variant === 'normal' ? courseOf(path) : 'california');
  },
  account: (path) => (entryOf(path).studentId === null ? withoutCourse : undefined),
  open: openCart,
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'upsell.add': (page) => page.getByRole('button', { name: `Add ${upsell}` }).click(),
    'upsell.remove': (page) => page.getByRole('button', { name: `Remove ${upsell}` }).click(),
    'audio.toggle': (page) => page.getByRole('article', { name: 'Audio upgrade' }).getByRole('button').click(),
    'extra.toggle': (page) => page.getByRole('checkbox', { name: /^Certificate by mail/ }).click(),
    'flashDeal.close': (page) => page.getByRole('button', { name: 'Close flash deal' }).click(),
    'discount.apply': async (page, { event, next }) => {
      await page
        .getByRole('radio', { name: event.discountType === 'GIFTCERTIFICATE' ? 'Gift certificate' : 'Discount code' })
        .check();
      // The server refuses a code it does not know.
      const refused = next?.type === 'xstate.error.actor.applyDiscount';
      await page.getByRole('textbox', { name: 'Code' }).fill(refused ? 'NOSUCHCODE' : String(event.code));
      await page.getByRole('button', { name: 'Apply' }).click();
    },
    'discount.remove': (page) => page.getByRole('button', { name: 'Remove SAVE10' }).click(),
    'checkout.proceed': (page) => page.getByRole('button', { name: 'Proceed to checkout' }).click(),
    'lastChance.addAudio': (page) => lastChance(page).getByRole('button', { name: 'Add audio upgrade' }).click(),
    'lastChance.skip': (page) => lastChance(page).getByRole('button', { name: 'Skip and Next' }).click(),
    'cart.edit': (page) => page.getByRole('button', { name: 'Back to cart' }).click(),
  },
  states: {
    missingCourse: async (page) => {
      await expect(
        page.getByText('We could not find the course for this cart. Please choose your course first.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to your courses' })).toHaveAttribute('href', '/home/course-list');
    },
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your cart…'),
    loadFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    'editing.ready': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Cart Summary' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible();
      await expect(lastChance(page)).toHaveCount(0);
      await expect(paymentPanel(page)).toHaveCount(0);
    },
    'editing.applyingDiscount': (page) => expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled(),
    lastChance: (page) => expect(lastChance(page)).toContainText('Upgrade to the audio course for ONLY $10.00'),
    checkout: async (page) => {
      await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toHaveCount(0);
      await expect(paymentPanel(page).getByRole('heading', { name: 'Payment' })).toBeVisible();
    },
  },
  intercept: {
    // Only the cart asks for the course's upsell prices (registration asks for the course price alone).
    loadCart: { url: (url) => url.pathname === apiPaths.upsellPrices },
  },
};
