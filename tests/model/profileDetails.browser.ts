import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { ProfileDetails, profileDetailsMachine } from '@machines/profileDetails';

import { homePathsAccounts } from '../../server/seed/homePaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { detailsForm, expectDetailsForm, fillDetails, saveDetails } from './profile.browserSupport';
import { profileDetailsModel } from './profileDetails.model';

/** A street line without a house number (the server's "Please provide Valid address", 02 §8). */
const streetWithoutNumber = 'North Spring Street';
/** A New York zip code with California (the server's "Please enter valid Zip code"). */
const zipOfAnotherState = '10001';

/**
 * The profile's details tab in the browser, its own machine that starts once the profile has loaded, as
 * homepaths.details@example.com (every save sends the same details). The server's refusals are brought about by what
 * is typed: a street without a house number, a zip code of another state; no connection answered by interception. A
 * save ends the tab's machine (the profile page says so and opens a new edit).
 */
export const profileDetailsBrowser: BrowserFlow<typeof profileDetailsMachine> = {
  model: profileDetailsModel,
  page: '/home/profile',
  account: homePathsAccounts.details,
  perform: {
    'details.submit': async (page, { event, next }) => {
      const values = event.values as ProfileDetails;
      const refusal = JSON.stringify(next ?? {});
      await fillDetails(page, {
        ...values,
        street: refusal.includes('INVALID_ADDRESS') ? streetWithoutNumber : values.street,
        zip: refusal.includes('INVALID_ZIP') ? zipOfAnotherState : values.zip,
      });
      await saveDetails(page);
    },
  },
  states: {
    editing: async (page) => {
      await expectDetailsForm(page, homePathsAccounts.details.email);
      await expect(detailsForm(page).getByRole('button', { name: 'Save profile' })).toBeEnabled();
      const alerts = detailsForm(page).getByRole('alert');
      if ((await alerts.count()) > 0)
        await expect(alerts).toHaveText(
          /^(Please provide Valid address|Please enter valid Zip code|Oops\. Something went wrong\. Please try again later\.)$/,
        );
    },
    saving: (page) => expect(detailsForm(page).getByRole('button', { name: 'Save profile' })).toBeDisabled(),
    saved: async (page) => {
      await expect(page.getByText('Your profile was saved.')).toBeVisible();
      await expect(detailsForm(page).getByLabel('Last name*')).toHaveValue('Updated');
      await expect(detailsForm(page).getByLabel('Apartment, suite, unit')).toHaveValue('Suite 2');
    },
  },
  intercept: { saveProfileDetails: { url: (url) => url.pathname === apiPaths.profileDetails } },
};
