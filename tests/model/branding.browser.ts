import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { brandingMachine, Organisation } from '@machines/branding';

import { registrationVariants } from '../../server/seed/registration';
import type { BrowserFlow } from '../paths/browserFlow';
import { brandingModel } from './branding.model';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { hideInspector, inspected } from './purchase.browserSupport';

const failureText = "We could not load your school's branding, so the standard look is shown.";
const expiredText = 'The course you are attempting to access is currently undergoing maintenance or has expired.';

const isLogoCall = (url: URL) => url.pathname === apiPaths.organisationLogo;

/** The logo of the Home link (decorative: the link is named). */
const homeLogo = (page: Page) => page.getByRole('link', { name: 'Home' }).locator('img');

/** The organisation the first answer for the origin brings (after a failure and Try again, the retried one's). */
function firstOrganisation(path: PlannedPath): Organisation | undefined {
  for (const { event } of path.steps) {
    if (event.type === 'branding.reload') return undefined;
    const step = classify(event);
    if (step.kind === 'done') return step.output as Organisation;
  }
  return undefined;
}

/** The partner organisation's host (its domain answers organisation 2001; Chromium resolves *.localhost). */
const onHostOf = (page: Page, path: PlannedPath, address: string) => {
  const url = new URL(address, page.url());
  if (firstOrganisation(path)?.isPartnerOrganisation) url.hostname = 'partner.localhost';
  return url.toString();
};

/**
 * The branding in the browser. A page whose origin alone names the organisation comes with its answer in
 * the HTML (no call); the call is made when the visitor chose a course before (its id is kept in the browser), so each
 * path first opens a registration page in another tab of the same browser: the default course 611, or the closed
 * course 778 (its answer says the course expired), on the partner organisation's host for its answer. Then
 * /courses-landing opens; its Continue opens the registration page for course 383, which asks the branding again. No
 * connection by interception (the first call, as the page opens).
 */
export const brandingBrowser: BrowserFlow<typeof brandingMachine> = {
  model: brandingModel,
  // A page without a stored course: it asks nothing, so the first call's interception waits for the page below.
  page: '/login',
  open: async (page, path) => {
    const course = firstOrganisation(path)?.isCourseExpired
      ? registrationVariants.closed
      : registrationVariants.standard;
    const other = await page.context().newPage();
    await other.goto(onHostOf(page, path, course.url));
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await other.close();
    // No connection for the first call: set up here too, for the call of this load (the runner's may have met an
    // earlier load's call: a page whose HTML lacked the organisation asks for it).
    if (path.steps[0]?.event.type === 'xstate.error.actor.loadOrganisation')
      await page.route(isLogoCall, (route) => route.abort('connectionfailed'), { times: 1 });
    await page.goto(onHostOf(page, path, inspected('/courses-landing')));
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await hideInspector(page);
  },
  perform: {
    'branding.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    // Continue on the courses landing opens the registration for course 383, which asks the branding for it.
    'branding.reload': (page) => page.getByRole('button', { name: 'Continue' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('main')).toBeVisible(),
    'ready.available': async (page) => {
      await expect(page.getByRole('main')).toBeVisible();
      // The organisation's logo where the page has the header (the courses landing has none).
      if ((await page.getByRole('link', { name: 'Home' }).count()) > 0)
        await expect(homeLogo(page)).toHaveAttribute('src', /\/assets\/logos\/(improv|partner)\.svg$/);
      await expect(page.getByText(failureText)).toHaveCount(0);
      await expect(page.getByText(expiredText)).toHaveCount(0);
    },
    'ready.courseExpired': (page) => expect(page.getByRole('alert').filter({ hasText: expiredText })).toBeVisible(),
    failed: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: failureText })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
  intercept: { loadOrganisation: { url: isLogoCall } },
};
