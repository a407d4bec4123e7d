import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { courtLookupMachine } from '@machines/courtLookup';

import { seededCourtCase } from '../../server/seed/express';
import type { BrowserFlow } from '../paths/browserFlow';
import { courtModel } from './court.model';
import { classify } from './harness/model';
import { pauseClock } from './registrationPaths.support';

const searching = async (page: Page) => {
  await expect(page.getByRole('status')).toContainText('Searching for your court case…');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
};

/**
 * The Sacramento court lookup in the browser: the seeded case (server/seed/express.ts) matches its course;
 * numbers no case has answer 'No Records Found!'; no connection by interception. The page's clock holds still, so the
 * 1-second loader ends when the path says.
 */
export const courtLookupBrowser: BrowserFlow<typeof courtLookupMachine> = {
  model: courtModel,
  page: '/sacramento-court',
  open: async (page) => {
    // Once the page has drawn (its lazy parts wait on the clock too).
    await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();
    await pauseClock(page);
  },
  perform: {
    'lookup.submit': async (page, { next }) => {
      // The seeded case when the path finds it; numbers of no case otherwise (the server's 'No Records Found!').
      const found = next !== undefined && classify(next).kind === 'done';
      await page.getByLabel('Case Number').fill(found ? seededCourtCase.caseNumber : 'NOCASE1');
      await page.getByLabel('Citation Number').fill(found ? seededCourtCase.citationNumber : 'NOCITATION1');
      await page.getByRole('button', { name: 'Verify' }).click();
    },
    'course.join': async (page) => {
      // The registration page loads its parts on the running clock.
      await page.clock.resume();
      await page
        .getByRole('button', { name: /^Join / })
        .first()
        .click();
    },
  },
  states: {
    editing: async (page) => {
      await expect(page.getByRole('heading', { name: 'Verify your court case' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();
    },
    'verifying.call.running + loader.showing': searching,
    'verifying.call.running + loader.elapsed': searching,
    'verifying.call.answered + loader.showing': searching,
    'verifying.call.answered + loader.elapsed': searching,
    matched: async (page) => {
      await expect(page.getByRole('button', { name: /^Join / }).first()).toBeEnabled();
      await expect(page.getByText('$29.00').first()).toBeVisible();
    },
    unmatched: (page) =>
      expect(page.getByRole('alert')).toHaveText(
        /No Records Found!|Oops. Something went wrong. Please try again later./,
      ),
    joined: async (page) => {
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    },
  },
  intercept: { lookupCourt: { url: (url) => url.pathname === apiPaths.courtLookup } },
  skip: (path) => {
    const events = path.steps.map((s) => s.event);
    if (events.some((e) => e.type === 'xstate.done.actor.lookupCourt' && JSON.stringify(e.output) === '[]'))
      return 'the server answers ‘No Records Found!’ (404) when no case matches, never an empty list: the empty list is the jsdom paths’';
    const loaderFirst = events.findIndex((e) => e.type.startsWith('xstate.after.courtLookupLoader'));
    const answer = events.findIndex((e) => e.type.endsWith('.lookupCourt'));
    if (loaderFirst >= 0 && answer > loaderFirst)
      return 'the seeded server answers well within the 1-second loader: an answer after the loader ended is the jsdom paths’ (the same transitions)';
    return undefined;
  },
};
