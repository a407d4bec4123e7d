import { expect } from '@playwright/test';

import { genders } from '@contracts/account';
import * as apiPaths from '@contracts/paths';
import type { profileMachine } from '@machines/profile';
import type { SavedPersonalInformation } from '@machines/profileDetails';

import { homePathsAccounts } from '../../server/seed/homePaths';
import type { BrowserFlow } from '../paths/browserFlow';
import {
  detailsForm,
  expectDetailsForm,
  fillDetails,
  otherInformationForm,
  profileTab,
  saveDetails,
} from './profile.browserSupport';
import { profileModel } from './profile.model';

const stateMissingText =
  'To continue with the selection of "Other information" you must fill out the state field in your "Profile" section';
const savedText = 'Your profile was saved.';

/** Whose profile a path shows: one without a state when "Other information" must ask for it, else one with. */
const accountOf = (reachesStateMissing: boolean) =>
  reachesStateMissing ? homePathsAccounts.noState : homePathsAccounts.profile;

/**
 * The profile page in the browser: its two tabs, each a machine of its own (profileDetails.browser.ts,
 * otherInformation.browser.ts map what happens in them). homepaths.profile@example.com has a state, and no course that
 * asks "Other information"; homepaths.nostate@example.com has none, so "Other information" asks for it first. The
 * details tab's end (a save) is the student's doing: the form filled with the path's details and saved (the same
 * values every time). No connection (the details) and the state list's 503 answered by interception.
 */
export const profileBrowser: BrowserFlow<typeof profileMachine> = {
  model: profileModel,
  page: '/home/profile',
  account: (path) => accountOf(path.steps.some((s) => s.value === 'stateMissing')),
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'otherInformation.open': (page) => profileTab(page, 'Other information').click(),
    'details.open': (page) => profileTab(page, 'Profile').click(),
    'xstate.done.actor.profileDetails': async (page, { event }) => {
      // The details the path says were saved, typed into the form (the e-mail is read-only).
      const saved = event.output as SavedPersonalInformation;
      await fillDetails(page, {
        firstName: saved.firstName,
        middleName: saved.middleName,
        lastName: saved.lastName,
        dateOfBirth: saved.dateOfBirth ?? '',
        gender: genders.find((g) => g === saved.gender) ?? 'Prefer not to say',
        mobileNumber: saved.mobileNumber ?? '',
        street: saved.street ?? '',
        apartment: saved.apartment,
        city: saved.city ?? '',
        state: saved.state ?? { stateId: 5 },
        zip: saved.zip ?? '',
      });
      await saveDetails(page);
    },
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your profile…'),
    failed: async (page) => {
      await expect(page.getByRole('alert')).toHaveText(
        /^(Oops\. Something went wrong\. Please try again later\.|The state list is not available right now\.)$/,
      );
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(page.getByRole('tablist')).toHaveCount(0);
    },
    'details.editing': async (page) => {
      await expect(profileTab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
      await expect(detailsForm(page)).toBeVisible();
      await expect(page.getByText(savedText)).toHaveCount(0);
      await expect(page.getByText(stateMissingText)).toHaveCount(0);
    },
    'details.saved': async (page) => {
      await expect(page.getByText(savedText)).toBeVisible();
      await expectDetailsForm(page, homePathsAccounts.profile.email);
    },
    stateMissing: async (page) => {
      await expect(profileTab(page, 'Other information')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(stateMissingText)).toBeVisible();
      await expect(otherInformationForm(page)).toHaveCount(0);
    },
    otherInformation: async (page) => {
      await expect(profileTab(page, 'Other information')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(stateMissingText)).toHaveCount(0);
      await expect(detailsForm(page)).toHaveCount(0);
      // The tab's own machine: this student's courses ask for nothing.
      await expect(page.getByText('Your courses ask for no other information.')).toBeVisible();
    },
  },
  intercept: {
    loadProfileDetails: { url: (url) => url.pathname === apiPaths.personalInformation },
    loadStates: { url: (url) => url.pathname === apiPaths.states },
  },
};
