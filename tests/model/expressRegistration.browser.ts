import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import * as apiPaths from '@contracts/paths';
import type { expressRegistrationMachine, ExpressSettings } from '@machines/expressRegistration';

import { registrationVariants } from '../../server/seed/registration';
import { expectThankYou, payByCard, proceedToCheckout } from '../e2e/support/checkout';
import type { BrowserFlow } from '../paths/browserFlow';
import { expressRegistrationModel } from './expressRegistration.model';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { expectReloaded, freshEmail, inspected, keepTraceOverReload } from './registrationPaths.support';

/** A student the seed has (nothing of it changes: the server answers 'already registered'). */
const registeredEmail = 'student@example.com';
const methodNames: Record<string, string> = { 'Credit Card': 'Credit Card', Paypal: 'PayPal' };
const errorModal = "Sorry, it seems an error has occurred. Let's try again.";
const alreadyRegisteredModal = 'Looks like you are already registered';

const submits = (path: PlannedPath) => path.steps.filter((s) => s.event.type === 'express.submit').map((s) => s.event);
const settingsOf = (event: AnyEventObject) => event.settings as ExpressSettings;

/**
 * The express link of the organisation the path's settings describe (server/seed/registration.ts): the sponsored one,
 * the Arizona one or our own; its course, or one closed for registration when the server is to refuse ('We could not
 * register you to the course').
 */
function addressOf(path: PlannedPath): string {
  const first = submits(path)[0];
  const settings = first ? settingsOf(first) : undefined;
  const variant = settings?.paymentBypass
    ? registrationVariants.paymentBypass
    : settings?.azFlow
      ? registrationVariants.azFlow
      : undefined;
  const refused = path.steps.some((s) => s.event.type === 'xstate.error.actor.expressRegister');
  const query = new URLSearchParams();
  if (variant) query.set('organisationId', String(variant.organisationId));
  if (refused) query.set('configCourseId', String(registrationVariants.closed.configCourseId));
  else if (variant) query.set('configCourseId', String(variant.configCourseId));
  return query.size > 0 ? `/registerfast?${query.toString()}` : '/registerfast';
}

const emailField = (page: Page) => page.getByLabel('Email Address');

/**
 * Express registration in the browser against the seeded organisations: the plain one (fast-lane cart), the
 * sponsored one (zero-amount checkout, dashboard), the Arizona one (AZ cart, or 'not eligible' then sign-in), a course
 * closed for registration (the error modal), the seeded student's e-mail ('already registered'). Every new student is
 * a fresh e-mail. The reload at step 3 is a real fast-lane purchase, then the express page opened again.
 */
export const expressRegistrationBrowser: BrowserFlow<typeof expressRegistrationMachine> = {
  model: expressRegistrationModel,
  page: addressOf,
  open: async (page, path) => {
    if ((path.input as { resumeStep?: string }).resumeStep !== '3') return;
    // Step 3 of the fast lane: registered, paid on the fast-lane cart (the thank-you page), then the express page again.
    await emailField(page).fill(freshEmail('express-resume'));
    await page.getByRole('button', { name: 'Credit Card' }).click();
    await expect(page).toHaveURL(/\/home\/fast-lane-cart-summary$/);
    await proceedToCheckout(page);
    await payByCard(page);
    await expectThankYou(page);
    await page.goto(inspected('/registerfast'));
  },
  perform: {
    'express.submit': async (page, { event, next }) => {
      const request = event.request as { emailId: string; paymentMethod: string };
      if (request.emailId === '') {
        await emailField(page).fill('');
        await emailField(page).press('Enter');
        return;
      }
      const answer = next ? classify(next) : undefined;
      const ineligible =
        answer?.kind === 'done' &&
        (answer.output as { student: { isEligible: boolean | null } }).student.isEligible === false;
      await emailField(page).fill(ineligible ? registeredEmail : freshEmail('express'));
      await page.getByRole('button', { name: methodNames[request.paymentMethod] }).click();
    },
    'account.login': (page) =>
      page.getByRole('dialog', { name: alreadyRegisteredModal }).getByRole('button', { name: 'Log in' }).click(),
    'email.change': (page) =>
      page
        .getByRole('dialog', { name: alreadyRegisteredModal })
        .getByRole('button', { name: 'Continue with a new e-mail' })
        .click(),
    'page.reload': async (page) => {
      await keepTraceOverReload(page);
      await page.getByRole('dialog', { name: errorModal }).getByRole('button', { name: 'Try Again' }).click();
      await expectReloaded(page);
    },
    'checkout.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    opening: (page) => expect(emailField(page)).toBeVisible(),
    editing: async (page) => {
      await expect(emailField(page)).toBeVisible();
      await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    registering: (page) => expect(page.getByRole('button', { name: 'Credit Card' })).toBeDisabled(),
    checkingOut: (page) => expect(page.getByRole('button', { name: 'Credit Card' })).toBeDisabled(),
    checkoutFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled(),
    alreadyRegistered: async (page) => {
      const dialog = page.getByRole('dialog', { name: alreadyRegisteredModal });
      await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Continue with a new e-mail' })).toBeEnabled();
    },
    notEligible: (page) =>
      expect(page.getByRole('alert')).toContainText('You are not eligible to register for this course again.'),
    failed: (page) =>
      expect(page.getByRole('dialog', { name: errorModal }).getByRole('button', { name: 'Try Again' })).toBeEnabled(),
    // Handed over: the fast-lane cart, the AZ cart, the dashboard, the receipt (step 3, which goes on by itself to the
    // personal information) or sign-in.
    left: async (page) => {
      await expect(page).not.toHaveURL(/\/registerfast/);
      await expect(page).toHaveURL(/\/(home\/[\w-]+|login)$/);
    },
  },
  // 'Try Again' reloads the express page: the new page shows it (the reload itself is the transition).
  navigates: { 'page.reload': /\/registerfast/ },
  intercept: {
    expressRegister: { url: (url) => url.pathname === apiPaths.expressRegistration },
    checkout: {
      url: (url) => url.pathname === apiPaths.checkout,
      refusals: { why: 'the server accepts every zero-amount checkout of a sponsored organisation’s new student' },
    },
  },
  skip: (path) => {
    const settings = submits(path).map((e) => JSON.stringify(settingsOf(e)));
    if (new Set(settings).size > 1)
      return 'one express page belongs to one organisation: submits for two organisations on one page are the jsdom paths’';
    return undefined;
  },
  unreachable: {},
};
