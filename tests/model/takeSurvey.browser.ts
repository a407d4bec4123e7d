import { expect, type Page } from '@playwright/test';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { takeSurveyMachine } from '@machines/takeSurvey';

import { proceedToCheckout } from '../e2e/support/checkout';
import type { BrowserFlow } from '../paths/browserFlow';
import type { PlannedPath } from './harness/paths';
import { buyCourse, chooseStars, openInspected, register, registrationPage } from './purchase.browserSupport';
import { takeSurveyModel } from './takeSurvey.model';

/** The planned purchase list holds only a pay-later order still waiting for its payment. */
const onlyPayLater = (path: PlannedPath) =>
  path.steps.some(
    (s) => s.event.type === 'xstate.done.actor.loadPurchases' && (s.event.output as unknown[]).length === 1,
  );

/**
 * The cart, the payment and the thank-you page before the survey page ask the same addresses: the survey page's calls
 * are answered as planned once the student opens it.
 */
let surveyPageOpening = false;

/** A new student (course 912) who paid by card, or chose to pay later, opens /home/take-survey. */
async function openSurveyPage(page: Page, path: PlannedPath) {
  surveyPageOpening = false;
  await register(page, 'instant', 'take-survey');
  if (onlyPayLater(path)) {
    await proceedToCheckout(page);
    await page.getByRole('radio', { name: 'Pay later' }).check();
    await page.getByRole('button', { name: 'Enroll and pay later' }).click();
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  } else {
    await buyCourse(page);
  }
  surveyPageOpening = true;
  await openInspected(page, '/home/take-survey');
}

const surveyDialog = (page: Page) => page.getByRole('dialog', { name: 'Tell us about your experience' });
const loadingShown = (page: Page) => expect(page.getByRole('status')).toContainText('Loading the survey…');

/**
 * The satisfaction survey page in the browser: a student registered for the path pays by the sandbox card
 * (the survey is about that purchase) or chooses to pay later (nothing to review yet), then opens the page; the survey
 * is filled in and sent to the server. No connection by interception.
 */
export const takeSurveyBrowser: BrowserFlow<typeof takeSurveyMachine> = {
  model: takeSurveyModel,
  page: registrationPage('instant'),
  open: openSurveyPage,
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'survey.finish': async (page) => {
      const dialog = surveyDialog(page);
      await chooseStars(dialog, 5);
      await dialog
        .getByRole('group', { name: 'Would you choose this course again?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await expect(dialog.getByLabel('Name')).toHaveValue('Riley Driver');
      await dialog.getByRole('checkbox', { name: 'I agree to the Survey Guidelines.' }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
    },
  },
  states: {
    'loading.purchases.fetching + student.fetching': loadingShown,
    'loading.purchases.fetched + student.fetching': loadingShown,
    'loading.purchases.fetching + student.fetched': loadingShown,
    failed: async (page) => {
      // The server's own message for a student it does not know (intercepted), else the generic one.
      await expect(page.getByRole('alert')).toHaveText(
        /^(Oops\. Something went wrong\. Please try again later\.|Student not found\.)$/,
      );
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    noPurchase: async (page) => {
      await expect(page.getByText('You can take the survey after your first purchase.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/home/dashboard');
    },
    answering: (page) =>
      expect(surveyDialog(page).getByRole('group', { name: 'How would you rate this course?' })).toBeVisible(),
    finished: (page) => expect(page).toHaveURL(/\/home\/dashboard$/),
  },
  intercept: {
    loadPurchases: { url: (url) => surveyPageOpening && url.pathname === apiPaths.purchaseDetails },
    loadStudent: {
      url: (url) => surveyPageOpening && url.pathname === apiPaths.studentDetails,
      refusals: {
        why: 'a signed-in student always exists on the server: its “Student not found” is intercepted',
        codes: [failureCodes.notFound],
      },
    },
  },
};
