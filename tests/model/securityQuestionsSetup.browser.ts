import { expect, type Page } from '@playwright/test';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { securityQuestionsSetupMachine } from '@machines/securityQuestionsSetup';

import type { BrowserFlow } from '../paths/browserFlow';
import {
  afterLostAnswer,
  failureOf,
  genericText,
  loseAnswer,
  mentions,
  pathAccount,
} from './documentsPaths.browserSupport';
import type { PlannedPath } from './harness/paths';
import { securityQuestionsSetupModel } from './securityQuestionsSetup.model';

const saveCall = (url: URL) => url.pathname === apiPaths.identityVerification;
const saved = failureCodes.securityAnswersSaved;

const skip = (path: PlannedPath) => {
  if (mentions(path, failureCodes.validation))
    return 'the form checks every row (a question each, picked once, and an answer) before it sends: the server’s refusal is the jsdom paths’ (the same transition as no connection)';
  if (mentions(path, saved) && !afterLostAnswer(path, 'saveAnswers', saved))
    return 'the answers are saved once: “already saved” on a first save needs them saved in a second tab meanwhile (the jsdom paths’; the same transition comes after an answer lost on its way back)';
  return undefined;
};

const account = {
  model: securityQuestionsSetupModel,
  skip,
  // California 611, paid and not started, no answers saved: its first chapter asks for them.
  situation: () => 'california' as const,
  // Saved answers are the student's for good: a student of its own.
  writes: (path: PlannedPath) => path.steps.some((s) => s.event.type === 'answers.submit'),
};

const title = (page: Page) => page.getByRole('heading', { name: 'Your security questions' });

/**
 * The security questions' set-up in the browser: a child of the chapter launch's identity check, started as
 * a person starts the course (Start on the dashboard), as a seeded California student without answers
 * (server/seed/documentsPaths.ts; one of its own when it saves). The course asks 5: the first question left in each
 * row, answered. No connection by interception; an answer lost on its way back is "already saved" when sent again.
 */
export const securityQuestionsSetupBrowser: BrowserFlow<typeof securityQuestionsSetupMachine> = {
  model: securityQuestionsSetupModel,
  page: '/home/dashboard',
  open: async (page) => {
    const course = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'California 8-Hour Traffic School' }) });
    await course.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/chapter-launch$/);
  },
  account: (path) => pathAccount(account, path),
  perform: {
    'answers.submit': async (page, { next, path }) => {
      if (failureOf(next, 'saveAnswers')?.kind === 'network' && afterLostAnswer(path, 'saveAnswers', saved))
        await loseAnswer(page, saveCall);
      const rows = await page.getByRole('combobox', { name: /^Security question \d+$/ }).count();
      for (let n = 1; n <= rows; n++) {
        // A question picked in one row is no longer offered in the others: the first one left.
        await page.getByRole('combobox', { name: `Security question ${n}` }).selectOption({ index: 1 });
        await page.getByRole('textbox', { name: `Your answer ${n}` }).fill(`Answer number ${n}`);
      }
      await page.getByRole('button', { name: 'Save my answers' }).click();
    },
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading the questions…'),
    loadFailed: async (page) => {
      await expect(title(page)).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(genericText);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    answering: async (page) => {
      await expect(title(page)).toBeVisible();
      await expect(page.getByText(/Pick 5 questions and answer them\./)).toBeVisible();
      await expect(page.getByRole('combobox', { name: /^Security question \d+$/ })).toHaveCount(5);
      await expect(page.getByRole('button', { name: 'Save my answers' })).toBeEnabled();
      // Not sent: the form stays as it was, with why above it.
      const failed = page.getByRole('main').getByRole('alert');
      if ((await failed.count()) > 0) await expect(failed).toHaveText(genericText);
    },
    saving: (page) =>
      expect(page.getByRole('button', { name: 'Save my answers' })).toHaveAttribute('aria-busy', 'true'),
    // Saved: the identity check goes on (California asks one of them at every chapter).
    saved: async (page) => {
      await expect(title(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Identity check' })).toBeVisible();
    },
  },
  intercept: {
    loadQuestions: { url: (url) => url.pathname === apiPaths.securityQuestions },
    saveAnswers: { url: saveCall },
  },
  skip,
};
