import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { upsellOffersMachine } from '@machines/cart';

import type { BrowserFlow } from '../paths/browserFlow';
import { cartUpsellOffersModel } from './cartUpsellOffers.model';
import type { PlannedPath } from './harness/paths';
import { type Course, openInspected, register, registrationPage } from './purchase.browserSupport';

/** A signed-in student whose browser holds no course (integration@example.com signs in; nobody changes data here). */
const withoutCourse = { email: 'integration@example.com', password: 'Passw0rd!' };

const courseIdOf = (path: PlannedPath) => (path.input as { configCourseId: number | null }).configCourseId;
/** The default course has offers; course 912 (organisation 3002) has none. */
const courseOf = (path: PlannedPath): Course => (courseIdOf(path) === 611 ? 'california' : 'instant');

const offer = 'Insurance Discount Course';

/**
 * The cart the new student lands on asks for the same offer list first: the interception of the offers page's call
 * waits until the student opens that page.
 */
let offersPageOpen = false;

async function openOffers(page: Page, path: PlannedPath) {
  offersPageOpen = false;
  if (courseIdOf(path) === null) return;
  await register(page, courseOf(path), 'offers');
  offersPageOpen = true;
  await openInspected(page, '/home/special-offers');
}

/**
 * Special offers in the browser: a newly registered student of the default course opens
 * /home/special-offers (the address the offers are sent with), chooses the Insurance Discount Course and goes on to
 * the upsell cart, or says No thanks; a student of course 912 is offered nothing; a signed-in student without a
 * stored course is told so. Saving offers only stores them in the browser. No connection by interception.
 */
export const cartUpsellOffersBrowser: BrowserFlow<typeof upsellOffersMachine> = {
  model: cartUpsellOffersModel,
  page: (path) => (courseIdOf(path) === null ? '/home/special-offers' : registrationPage(courseOf(path))),
  account: (path) => (courseIdOf(path) === null ? withoutCourse : undefined),
  open: openOffers,
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'offer.add': (page) => page.getByRole('button', { name: `Add ${offer}` }).click(),
    'offer.remove': (page) => page.getByRole('button', { name: `Remove ${offer}` }).click(),
    'offers.continue': (page) => page.getByRole('button', { name: 'Continue to checkout' }).click(),
    'offers.decline': (page) => page.getByRole('button', { name: /^(No thanks|Continue)$/ }).click(),
  },
  states: {
    missingCourse: async (page) => {
      await expect(
        page.getByText('We could not find the course for these offers. Please choose your course first.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to your courses' })).toHaveAttribute('href', '/home/course-list');
    },
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading offers…'),
    loadFailed: async (page) => {
      await expect(page.getByRole('alert')).toHaveText('Oops. Something went wrong. Please try again later.');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    noOffers: async (page) => {
      await expect(page.getByText('No offers right now')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    },
    choosing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Special offers' })).toBeVisible();
      await expect(page.getByRole('article', { name: offer })).toBeVisible();
      await expect(page.getByRole('button', { name: 'No thanks' })).toBeEnabled();
    },
    saving: (page) => expect(page.getByRole('button', { name: 'No thanks' })).toBeDisabled(),
    saved: (page) => expect(page).toHaveURL(/\/home\/upsell-cart-summary$/),
    declined: (page) => expect(page).toHaveURL(/\/home\/dashboard$/),
  },
  intercept: {
    loadOffers: { url: (url) => offersPageOpen && url.pathname === apiPaths.upsellPrices },
    saveUpsells: { url: (url) => url.pathname === apiPaths.upsellSave },
  },
};
