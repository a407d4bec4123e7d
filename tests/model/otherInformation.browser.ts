import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { OtherInformation } from '@contracts/profile';
import type { FlexiAnswer, otherInformationMachine } from '@machines/otherInformation';

import { homePathsAccounts } from '../../server/seed/homePaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { browserCover } from '../paths/cover';
import { type PlannedPath, planPaths } from './harness/paths';
import { otherInformationModel } from './otherInformation.model';
import { otherInformationForm, profileTab } from './profile.browserSupport';

const genericText = 'Oops. Something went wrong. Please try again later.';
const savedText = 'Your other information was saved.';
const losAngeles = '2815';

const countyOfCitation = (page: Page) => otherInformationForm(page).getByLabel(/^County of citation\*?$/);
const countyAgency = (page: Page) => otherInformationForm(page).getByLabel(/^County agency\*?$/);
const saveButton = (page: Page) => otherInformationForm(page).getByRole('button', { name: 'Save other information' });

const stateRequired =
  '“Other information” opens only for a student with a state, and the profile cannot remove one: the server’s “state required” comes only from a state removed in another tab meanwhile (the jsdom paths’; the same transition as no connection)';
const skipReason = (path: PlannedPath) =>
  path.steps.some((s) => JSON.stringify(s.event).includes('STATE_REQUIRED')) ? stateRequired : undefined;

/** The courses the path's first list answer holds: what the student's account must show when the tab opens. */
const firstList = (path: PlannedPath) =>
  path.steps.find((s) => s.event.type === 'xstate.done.actor.loadOtherInformation')?.event.output as
    OtherInformation | undefined;

/** The county of the citation the court course 612 must have stored when the path starts (undefined: no courses). */
const startCounty = (path: PlannedPath) =>
  firstList(path)?.courses[0]?.studentFlexiFieldDtoList.find((f) => f.flexiFieldId === 89)?.value ?? undefined;

/**
 * The accounts of the court course's paths (server/seed/homePaths.ts): the paths CI runs (the cover) each have one of
 * their own, so two workers never save one student's answers at once; the others share them by their number.
 */
let coverNames: string[] | undefined;
function courtAccount(path: PlannedPath) {
  coverNames ??= [
    ...browserCover(
      otherInformationModel,
      planPaths(otherInformationModel).filter((p) => !skipReason(p)),
    ),
  ].map((p) => p.name);
  const pool = homePathsAccounts.otherInformation;
  const inCover = coverNames.indexOf(path.name);
  const index = inCover >= 0 ? inCover : Number(/#(\d+)/.exec(path.name)?.[1] ?? 0);
  return pool[index % pool.length];
}

/**
 * Sets the court course's stored county of the citation to the one the path starts from (with Los Angeles, an agency),
 * as the student does on a page of their own: the path's page opens the tab afterwards, on the answers as stored.
 */
async function storeCounty(page: Page, county: string) {
  const other = await page.context().newPage();
  await other.goto('/home/profile');
  await profileTab(other, 'Other information').click();
  await expect(saveButton(other)).toBeVisible();
  const course = other.getByLabel('Course', { exact: true });
  if ((await course.count()) > 0 && (await course.inputValue()) !== '612') await course.selectOption('612');
  if ((await countyOfCitation(other).inputValue()) !== county) {
    await countyOfCitation(other).selectOption(county);
    if (county === losAngeles) {
      await expect(countyAgency(other)).toBeEnabled();
      await countyAgency(other).selectOption('Pasadena Police Department');
    }
    await saveButton(other).click();
    await expect(other.getByText(savedText)).toBeVisible();
  }
  await other.close();
}

/** Sets a field to the answer as a person does: a choice picked, a text typed (an SSN as digits). */
async function answer(page: Page, { flexiFieldName, value }: FlexiAnswer) {
  const form = otherInformationForm(page);
  switch (flexiFieldName) {
    case 'CITATIONCOUNTY':
      if ((await countyOfCitation(page).inputValue()) !== value) await countyOfCitation(page).selectOption(value);
      return;
    case 'COUNTYAGENCY':
      if (value) await countyAgency(page).selectOption(value);
      return;
    case 'SSN':
      return form.getByLabel(/^Social Security Number/).fill(value.replace(/\D/g, ''));
    case 'SSNLASTFOUR':
      return form.getByLabel(/^Last four digits of your SSN/).fill(value);
    default:
      // The court's answers as registered (county, court, dates): kept as the form shows them.
      return;
  }
}

/**
 * The profile's "Other information" tab in the browser, its own machine that starts when the student opens
 * the tab. The court paths run as one of homepaths.other1-8@example.com, who paid for the county court course 612 (court
 * answers on file) and 777 (SSN): each path first stores the county of the citation it starts from (Orange, or Los
 * Angeles with its agency), on a page of its own; the answers it saves are the court's as stored, the county as chosen
 * (Los Angeles: the Pasadena agency) and an SSN. The empty tab as homepaths.profile@example.com (no such course). No
 * connection (the list, the agencies, a save) answered by interception.
 */
export const otherInformationBrowser: BrowserFlow<typeof otherInformationMachine> = {
  model: otherInformationModel,
  page: '/home/profile',
  account: (path) => (startCounty(path) === undefined ? homePathsAccounts.profile : courtAccount(path)),
  open: async (page, path) => {
    const county = startCounty(path);
    if (county) await storeCounty(page, county);
    await profileTab(page, 'Other information').click();
  },
  perform: {
    'retry.request': (page) => page.getByRole('tabpanel').getByRole('button', { name: 'Try again' }).click(),
    'course.select': async (page, { event }) => {
      await page.getByLabel('Course', { exact: true }).selectOption(String(event.configCourseId));
    },
    'county.change': async (page, { event }) => {
      await countyOfCitation(page).selectOption(String(event.countyCode));
    },
    'answers.submit': async (page, { event }) => {
      for (const a of event.answers as FlexiAnswer[]) await answer(page, a);
      await saveButton(page).click();
    },
  },
  states: {
    loading: (page) =>
      expect(page.getByRole('tabpanel').getByRole('status')).toContainText('Loading your other information…'),
    loadFailed: async (page) => {
      await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(genericText);
      await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    empty: (page) => expect(page.getByText('Your courses ask for no other information.')).toBeVisible(),
    'open.editing.idle': async (page) => {
      await expect(saveButton(page)).toBeEnabled();
      await expect(page.getByText(savedText)).toHaveCount(0);
      const alerts = page.getByRole('tabpanel').getByRole('alert');
      for (const alert of await alerts.all()) await expect(alert).toHaveText(genericText);
    },
    'open.editing.saved': async (page) => {
      await expect(page.getByText(savedText)).toBeVisible();
      await expect(saveButton(page)).toBeEnabled();
    },
    'open.loadingAgencies': async (page) => {
      await expect(countyOfCitation(page)).toHaveValue(losAngeles);
      await expect(saveButton(page)).toBeDisabled();
    },
    saving: (page) => expect(saveButton(page)).toBeDisabled(),
  },
  intercept: {
    loadOtherInformation: { url: (url) => url.pathname === apiPaths.studentFlexiFields },
    loadCountyAgencies: { url: (url) => url.pathname.startsWith(apiPaths.countyAgency) },
    saveOtherInformation: { url: (url) => url.pathname === apiPaths.saveStudentFlexiFields },
  },
  skip: skipReason,
};
