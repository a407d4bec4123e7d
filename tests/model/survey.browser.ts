import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { surveyMachine } from '@machines/survey';

import type { BrowserFlow } from '../paths/browserFlow';
import { buyCourse, chooseStars, openInspected, register, registrationPage } from './purchase.browserSupport';
import { surveyModel } from './survey.model';

const surveyDialog = (page: Page) => page.getByRole('dialog', { name: 'Tell us about your experience' });
const incomplete = 'Please choose a star rating and answer whether you would choose this course again.';

/** Every ending of the survey page's survey takes the student on to the dashboard. */
const ended = (page: Page) => expect(page).toHaveURL(/\/home\/dashboard$/);

/**
 * The survey in the browser, in the survey page of a student registered for the path (course 912) who has
 * paid by the sandbox card: stars, the yes/no question, a comment with consent, sent to the server's shopper review;
 * Skip. No connection by interception.
 */
export const surveyBrowser: BrowserFlow<typeof surveyMachine> = {
  model: surveyModel,
  page: registrationPage('instant'),
  open: async (page) => {
    await register(page, 'instant', 'survey');
    await buyCourse(page);
    await openInspected(page, '/home/take-survey');
    await expect(surveyDialog(page)).toBeVisible();
  },
  perform: {
    'rating.choose': (page, { event }) => chooseStars(surveyDialog(page), Number(event.stars) / 20),
    'courseSelection.choose': (page, { event }) =>
      surveyDialog(page)
        .getByRole('group', { name: 'Would you choose this course again?' })
        .getByRole('radio', { name: event.answer === 'yes' ? 'Yes' : 'No' })
        .check(),
    'survey.submit': async (page, { event }) => {
      const dialog = surveyDialog(page);
      await dialog.getByLabel('Comments').fill(String(event.comments));
      await dialog.getByRole('checkbox', { name: 'I agree to the Survey Guidelines.' }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
    },
    'survey.skip': (page) => surveyDialog(page).getByRole('button', { name: 'Skip' }).click(),
  },
  states: {
    'answering.editing': async (page) => {
      await expect(surveyDialog(page).getByRole('group', { name: 'How would you rate this course?' })).toBeVisible();
      await expect(surveyDialog(page).getByText(incomplete)).toHaveCount(0);
      await expect(surveyDialog(page).getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
    'answering.incomplete': (page) => expect(surveyDialog(page).getByRole('alert')).toHaveText(incomplete),
    submitting: (page) => expect(surveyDialog(page).getByRole('button', { name: 'Submit' })).toBeDisabled(),
    submitted: ended,
    submitFailed: ended,
    skipped: ended,
  },
  intercept: { submitReview: { url: (url) => url.pathname === apiPaths.shopperReview } },
};
