import { expect, type Page } from '@playwright/test';

import { eligibilityFailureCodes, eligibilityMessages, type EligibilityPage } from '@contracts/eligibility';
import * as apiPaths from '@contracts/paths';
import type { EligibilityDecision, eligibilityMachine } from '@machines/eligibility';

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
import { eligibilityModel } from './eligibility.model';
import type { PlannedPath } from './harness/paths';

const eligibilityCall = (url: URL) => url.pathname === apiPaths.eligibility;
const { decided } = eligibilityFailureCodes;

const skip = (path: PlannedPath) =>
  mentions(path, decided) && !afterLostAnswer(path, 'decideEligibility', decided)
    ? 'the check is decided once: “already decided” on a first answer needs it answered in a second tab meanwhile (the jsdom paths’; the same transition comes after an answer lost on its way back)'
    : undefined;

/** What the page first shows: the check to answer, the documents missing, or the decision. */
const firstPage = (path: PlannedPath) =>
  path.steps.map((s) => outputOf(s.event, 'loadEligibility') as EligibilityPage | undefined).find((o) => o);

const account = {
  model: eligibilityModel,
  skip,
  situation: (path: PlannedPath) => {
    const page = firstPage(path);
    if (page?.decision) return page.decision.outcome === 'approved' ? ('azApproved' as const) : ('azDeclined' as const);
    return page && !page.documentsFiled ? ('azFresh' as const) : ('azFiled' as const);
  },
  // An answer decides the check once; Start course opens the course: a student of its own.
  writes: (path: PlannedPath) => path.steps.some((s) => ['eligibility.submit', 'course.start'].includes(s.event.type)),
};

const day = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

const question = (page: Page, name: string) => page.getByRole('group', { name }).getByRole('radio', { name: 'No' });

/**
 * Eligibility in the browser, each path as the seeded Arizona student whose check it shows
 * (server/seed/documentsPaths.ts; one of its own when it answers or starts the course): documents filed and nothing
 * decided, documents missing, approved, declined. The server decides from the answers: a court date 30 days away is
 * approved, 3 days away declined; another name than the account's is refused. No connection by interception; an
 * answer lost on its way back (the check decided meanwhile) is answered "already decided" when sent again.
 */
export const eligibilityBrowser: BrowserFlow<typeof eligibilityMachine> = {
  model: eligibilityModel,
  page: '/home/eligibility',
  account: (path) => pathAccount(account, path),
  perform: {
    'eligibility.submit': async (page, { next, path }) => {
      const verdict = outputOf(next, 'decideEligibility') as EligibilityDecision | undefined;
      const refused = failureOf(next, 'decideEligibility');
      if (refused?.kind === 'network' && afterLostAnswer(path, 'decideEligibility', decided))
        await loseAnswer(page, eligibilityCall);
      await page.getByLabel('The violation on your citation').selectOption('28-701A');
      await page.getByLabel('Violation date').fill(isoDay(-5));
      // Arizona: the course must be finished 7 days before the court date.
      await page.getByLabel('Court date').fill(isoDay(verdict?.outcome === 'declined' ? 3 : 30));
      await question(page, 'Did the violation result in a serious physical injury or a death?').check();
      await question(page, 'Have you attended a defensive driving school for an earlier violation?').check();
      await question(page, 'Do you hold a commercial driver licence (CDL)?').check();
      await page.getByRole('checkbox').check();
      // The signature is the account's name, shown in the label; another one is refused.
      const sign = page.getByLabel(/^Type your full name to sign \(.+\)$/);
      const name = /\((.+)\)$/.exec((await page.getByText(/^Type your full name to sign \(/).innerText()).trim())![1];
      await sign.fill(refused?.code === eligibilityFailureCodes.nameMismatch ? 'Someone Else' : name);
      await page.getByRole('button', { name: 'Check my eligibility' }).click();
    },
    'course.start': (page) => page.getByRole('button', { name: 'Start course' }).click(),
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your eligibility check…'),
    loadFailed: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(genericText);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    documentsMissing: async (page) => {
      await expect(
        page.getByText('Before the eligibility check, please file the documents your course needs.'),
      ).toBeVisible();
      await expect(page.getByText(/A copy of your citation: Not filed yet/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'File your documents' })).toHaveAttribute(
        'href',
        /^\/home\/file-documents\?course=\d+$/,
      );
    },
    answering: async (page) => {
      await expect(page.getByRole('button', { name: 'Check my eligibility' })).toBeEnabled();
      await expect(page.getByLabel('The violation on your citation')).toBeVisible();
      // A refused answer says why above the form.
      const refused = page.getByRole('main').getByRole('alert');
      if ((await refused.count()) > 0)
        await expect(refused).toHaveText(new RegExp(`^(${eligibilityMessages.nameMismatch}|${genericText})$`));
    },
    deciding: (page) => expect(page.getByRole('button', { name: 'Check my eligibility' })).toBeDisabled(),
    approved: async (page) => {
      await expect(page.getByText(/^You are eligible \(decided on .+\)\. Your course can start now\.$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start course' })).toBeEnabled();
      await expect(page.getByRole('link', { name: 'See your registration status' })).toBeVisible();
    },
    declined: async (page) => {
      await expect(page.getByText(/^You are not eligible for this course \(decided on .+\)/)).toBeVisible();
      await expect(page.getByText(/less than 7 days away/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/home/support');
      await expect(page.getByRole('link', { name: 'Ask for a refund' })).toHaveAttribute('href', '/home/refund');
    },
    // Start course: the course opens on the chapter launch (Arizona asks the security answers first).
    starting: (page) => expect(page).toHaveURL(/\/home\/chapter-launch$/),
  },
  intercept: {
    loadEligibility: { url: eligibilityCall },
    decideEligibility: { url: eligibilityCall },
  },
  skip,
};
