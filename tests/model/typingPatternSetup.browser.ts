import { expect, type Page } from '@playwright/test';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import { typingPhrase } from '@contracts/typingPattern';
import type { TypingEnrolment, typingPatternSetupMachine } from '@machines/typingPatternSetup';

import type { BrowserFlow } from '../paths/browserFlow';
import {
  afterLostAnswer,
  failureOf,
  genericText,
  loseAnswer,
  mentions,
  outputOf,
  pathAccount,
} from './documentsPaths.browserSupport';
import type { PlannedPath } from './harness/paths';
import { typingPatternSetupModel } from './typingPatternSetup.model';

const enrolCall = (url: URL) => url.pathname === apiPaths.typingPattern;
const saved = failureCodes.securityAnswersSaved;

const skip = (path: PlannedPath) =>
  mentions(path, saved) && !afterLostAnswer(path, 'enrolTyping', saved)
    ? 'the typing pattern is saved once: “already saved” on a first enrolment needs it saved in a second tab meanwhile (the jsdom paths’; the same transition comes after an answer lost on its way back)'
    : undefined;

const account = {
  model: typingPatternSetupModel,
  skip,
  // The identity demo course 992, paid and not started: its start asks for the typing pattern.
  situation: () => 'typist' as const,
  // The launch and the enrolment are the student's for good: a student of its own for every path.
  writes: () => true,
};

/** Whether the server asks for one typing again in the path: the second typing is then unlike the others. */
const asksAgain = (path: PlannedPath) =>
  path.steps.some((s) => (outputOf(s.event, 'enrolTyping') as TypingEnrolment | undefined)?.outcome === 'sampleAgain');

/** Types the phrase into the box, a key every `delay` ms (Playwright holds each key for a moment). */
async function typePhrase(page: Page, box: ReturnType<Page['getByRole']>, delay: number) {
  await box.click();
  await page.keyboard.type(typingPhrase, { delay });
}

const title = (page: Page) => page.getByRole('heading', { name: 'Your typing pattern' });

/**
 * The typing pattern's enrolment in the browser: a child of the chapter launch's identity check, started as
 * a person starts the identity demo course (Start on the dashboard), as a seeded student of its own
 * (server/seed/documentsPaths.ts). The phrase is typed three times at an even pace; when the server is to ask for one
 * again, the second typing is far slower than the others. No connection by interception; an enrolment lost on its
 * way back is "already saved" when sent again.
 */
export const typingPatternSetupBrowser: BrowserFlow<typeof typingPatternSetupMachine> = {
  model: typingPatternSetupModel,
  page: '/home/dashboard',
  open: async (page) => {
    const course = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Demo course with identity checks (2-minute chapters)' }) });
    await course.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/chapter-launch$/);
  },
  account: (path) => pathAccount(account, path),
  perform: {
    'sample.typed': async (page, { next, path }) => {
      if (failureOf(next, 'enrolTyping')?.kind === 'network' && afterLostAnswer(path, 'enrolTyping', saved))
        await loseAnswer(page, enrolCall);
      const box = page.getByRole('textbox', { name: /^(Typing \d of 3|Type the phrase once more)$/ });
      const name = (await box.getAttribute('id')) ?? '';
      const label = (await page.locator(`label[for="${name}"]`).innerText()).trim();
      await typePhrase(page, box, label === 'Typing 2 of 3' && asksAgain(path) ? 450 : 120);
    },
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    typing: async (page) => {
      await expect(title(page)).toBeVisible();
      await expect(page.getByText(typingPhrase, { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Typing [123] of 3$/ })).toHaveValue('');
    },
    retyping: async (page) => {
      await expect(page.getByText(/One of your typings was quite different from the others\./)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Type the phrase once more' })).toHaveValue('');
    },
    enrolling: (page) => expect(page.getByRole('status')).toContainText('Saving your typing pattern…'),
    failed: async (page) => {
      await expect(title(page)).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(genericText);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    // Saved: the identity check goes on (the course's first photo).
    enrolled: async (page) => {
      await expect(title(page)).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'A photo to confirm it is you' })).toBeVisible();
    },
  },
  intercept: { enrolTyping: { url: enrolCall } },
  skip,
};
