import { expect, type Page } from '@playwright/test';

import { loginResponseSchema } from '@contracts/auth';
import { defaultSubscriptionKey, headerNames } from '@contracts/headers';
import * as apiPaths from '@contracts/paths';
import type { PersonalInformationInput, personalInformationMachine } from '@machines/personalInformation';

import { ohioCourseId } from '../../server/seed/catalog';
import { registrationVariants } from '../../server/seed/registration';
import { expectThankYou, payByCard, proceedToCheckout } from '../e2e/support/checkout';
import { seededStudent } from '../e2e/support/signIn';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { personalInformationModel } from './personalInformation.model';
import { freshEmail, inAnotherTab, inspected, newStudent } from './registrationPaths.support';

const inputOf = (path: PlannedPath) => path.input as PersonalInformationInput;
/** The save the path plans answers that a parent must verify first: the student takes Ohio's teen course. */
const needsParent = (path: PlannedPath) =>
  path.steps.some(
    (s) =>
      s.event.type === 'xstate.done.actor.savePersonalInformation' &&
      (s.event.output as { isParentVerificationRequired: boolean }).isParentVerificationRequired,
  );

/** Where the path's student comes from: a registration link (no e-mail code), the express page, or a back office. */
function addressOf(path: PlannedPath): string {
  if (inputOf(path).backendLogin) return '/';
  if (inputOf(path).variant === 'fastLane')
    return `/registerfast?configCourseId=${needsParent(path) ? ohioCourseId : 611}`;
  const { organisationId } = registrationVariants.emailVerificationOff;
  return `/register?organisationId=${organisationId}&configCourseId=${needsParent(path) ? ohioCourseId : registrationVariants.emailVerificationOff.configCourseId}`;
}

const form = (page: Page) => page.getByRole('form', { name: 'Personal information' });
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save and continue' });

/**
 * Personal information in the browser, normal and fast lane: every path's student is new (signed up on
 * the instant-access organisation's link, or on the express page, for Ohio's teen course when the save must ask for a
 * parent), so a save changes no one else's details; the back-office link signs the seeded student in (nothing of it
 * is saved). The refusals are the server's own (a street without a number, a ZIP of another state); the loads' failures
 * by interception.
 */
export const personalInformationBrowser: BrowserFlow<typeof personalInformationMachine> = {
  model: personalInformationModel,
  page: addressOf,
  open: async (page, path) => {
    const { variant, backendLogin } = inputOf(path);
    if (backendLogin) {
      // A back-office link with the student's token (as the CRM makes one): personal information, then the dashboard.
      const login = await page.request.post(apiPaths.login, {
        headers: { [headerNames.subscriptionKey]: defaultSubscriptionKey },
        data: { emailId: seededStudent.email, password: seededStudent.password, domainUrl: 'http://localhost' },
      });
      const { token } = loginResponseSchema.parse(await login.json());
      await page.goto(inspected(`/?authToken=${encodeURIComponent(token ?? '')}&studentSource=crm`));
      return;
    }
    if (variant === 'fastLane') {
      await inAnotherTab(page, async (tab) => {
        await tab.getByLabel('Email Address').fill(freshEmail('personal-fastlane'));
        await tab.getByRole('button', { name: 'Credit Card' }).click();
        await expect(tab).toHaveURL(/\/home\/fast-lane-cart-summary$/);
        await proceedToCheckout(tab);
        await payByCard(tab);
        await expectThankYou(tab);
      });
      await page.goto(inspected('/home/fast-lane-personal-information'));
      return;
    }
    await inAnotherTab(page, (tab) =>
      newStudent(tab, { code: false, ends: /\/home\/cart-summary$/, label: 'personal' }).then(() => undefined),
    );
    await page.goto(inspected('/home/personal-information'));
  },
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'form.submit': async (page, { next }) => {
      const refusal =
        next && classify(next).kind === 'error' ? (classify(next) as { error: { code?: string } }).error : undefined;
      const f = form(page);
      await f.getByLabel('First name*').fill('Samantha');
      await f.getByLabel('Last name*').fill("O'Neil");
      await f.getByLabel('Date of birth* (MM-DD-YYYY)').fill('05-17-2008');
      await f.getByLabel('Gender*').selectOption('Female');
      await f.getByLabel('Mobile number*').fill('5551234567');
      // The server's refusals: a street without a house number, or a ZIP of another state.
      await f
        .getByLabel('Street address*')
        .fill(refusal && refusal.code !== 'INVALID_ZIP' ? 'Main Street' : '1 Main St');
      await f.getByLabel('City*').fill('Austin');
      await f.getByLabel('State*').selectOption({ label: 'Texas' });
      await f.getByLabel('Zip code*').fill(refusal?.code === 'INVALID_ZIP' ? '94105' : '78701');
      await saveButton(page).click();
    },
  },
  states: {
    opening: (page) => expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible(),
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your personal information…'),
    failed: async (page) => {
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(form(page)).toHaveCount(0);
    },
    editing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
      await expect(form(page).getByLabel('State*')).toBeVisible();
      await expect(saveButton(page)).toBeEnabled();
    },
    saving: (page) => expect(saveButton(page)).toBeDisabled(),
    // Handed over: the parent's verification, or the dashboard.
    left: (page) => expect(page).toHaveURL(/\/home\/(parent-verification|dashboard)$/),
  },
  intercept: {
    loadPersonalInformation: { url: (url) => url.pathname === apiPaths.personalInformation },
    loadStates: { url: (url) => url.pathname === apiPaths.states },
    savePersonalInformation: { url: (url) => url.pathname === apiPaths.personalInformation },
  },
};
