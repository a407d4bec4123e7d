import { expect, type Page } from '@playwright/test';

import type { landingMachine } from '@machines/landing';

import type { BrowserFlow } from '../paths/browserFlow';
import type { PlannedPath } from './harness/paths';
import { landingModel } from './landing.model';
import { pauseClock } from './registrationPaths.support';

const tabNames = { courseDetails: 'Course Details', whyChooseUs: 'Why Choose Us?', faqs: 'FAQs' } as const;
const panelText = {
  courseDetails: 'What the course covers',
  whyChooseUs: '100% online',
  faqs: 'How long does the course take?',
} as const;
type Tab = keyof typeof tabNames;

/** The open tab and its panel, and the registration form beside them. */
const showsTab = (tab: Tab) => async (page: Page) => {
  await expect(page.getByRole('tab', { name: tabNames[tab] })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(panelText[tab]);
  await expect(page.getByRole('form', { name: 'Registration' })).toBeVisible();
};

/** Every tab with every step of the visit's tracking (waiting for the 3 s, recording, recorded or not). */
const states = Object.fromEntries(
  (Object.keys(tabNames) as Tab[]).flatMap((tab) =>
    ['waiting', 'recording', 'recorded', 'unrecorded'].map((tracking) => [
      `tabs.${tab} + tracking.${tracking}`,
      showsTab(tab),
    ]),
  ),
);

const tracking = (value: unknown) => (value as { tracking: string }).tracking;

/**
 * The landing page in the browser: its tabs, and the visit recorded 3 s after it opened (the page's clock
 * holds still, so the 3 s pass when the path says). The embedded tracker keeps the link's parameters in the browser.
 */
export const landingBrowser: BrowserFlow<typeof landingMachine> = {
  model: landingModel,
  page: '/?utm_source=paths',
  open: async (page) => {
    // The 3 s pass on the path's clock, not while the tabs are clicked (once the page has drawn: its lazy parts wait
    // on the clock too).
    await expect(page.getByRole('tablist', { name: 'Course information' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Registration' })).toBeVisible();
    await pauseClock(page);
  },
  perform: {
    'tab.select': (page, { event }) => page.getByRole('tab', { name: tabNames[event.tab as Tab] }).click(),
  },
  states,
  skip: (path: PlannedPath) => {
    if (path.steps.some((s) => s.event.type === 'xstate.error.actor.trackVisit'))
      return 'the embedded tracker keeps the link’s parameters in the browser and makes no call that could fail: its failure is the jsdom paths’';
    if (path.steps.some((s) => s.event.type === 'tab.select' && tracking(s.value) === 'recording'))
      return 'the visit is recorded the moment the 3 s pass: a tab opened while it is being recorded is the jsdom paths’ (the same transitions)';
    return undefined;
  },
  unreachable: {
    'landing.tracking.recording|xstate.error.actor.trackVisit|0':
      'the embedded affiliate tracker only writes the link’s parameters to the browser’s storage: it cannot fail',
  },
};
