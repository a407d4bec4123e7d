import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { notificationPreferencesMachine } from '@machines/notificationPreferences';

import { homePathsAccounts } from '../../server/seed/homePaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { notificationPreferencesModel } from './notificationPreferences.model';

const labels = {
  emailUpdates: 'E-mail updates: course reminders and news',
  smsAlerts: 'SMS alerts: course reminders by text message',
  inactivityWarning: 'Inactivity warning: ask “Are you still there?” after 5 minutes without activity',
} as const;
const savedText = 'Your choices were saved.';

/** The settings page's choices: the section of their own beside the account. */
const choices = (page: Page) => page.getByRole('region', { name: 'Notifications and inactivity warning' });
const box = (page: Page, name: keyof typeof labels) => choices(page).getByRole('checkbox', { name: labels[name] });
const saveButton = (page: Page) => choices(page).getByRole('button', { name: 'Save preferences' });

/**
 * The notification choices in the browser, the settings page's child machine (it starts with the page), as
 * homepaths.choices@example.com, who has a mobile number on file and whose choices no other test reads: each save sets
 * every box as the path says, so whatever an earlier run saved does not matter. No connection answered by
 * interception.
 */
export const notificationPreferencesBrowser: BrowserFlow<typeof notificationPreferencesMachine> = {
  model: notificationPreferencesModel,
  page: '/home/settings',
  account: homePathsAccounts.choices,
  perform: {
    'preferences.save': async (page, { event }) => {
      for (const name of ['emailUpdates', 'smsAlerts', 'inactivityWarning'] as const)
        await box(page, name).setChecked(Boolean(event[name]));
      await saveButton(page).click();
    },
    'preferences.change': (page) => box(page, 'emailUpdates').click(),
    'retry.request': (page) => choices(page).getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(choices(page).getByRole('status')).toContainText('Loading your choices…'),
    loadFailed: async (page) => {
      await expect(choices(page).getByRole('alert')).toHaveText('Oops. Something went wrong. Please try again later.');
      await expect(choices(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    editing: async (page) => {
      await expect(saveButton(page)).toBeEnabled();
      // A mobile number on file: SMS alerts can be chosen, and the page does not ask for one.
      await expect(box(page, 'smsAlerts')).toBeEnabled();
      await expect(choices(page).getByRole('link', { name: 'Add a mobile number to your profile' })).toHaveCount(0);
      await expect(choices(page).getByText(/Account e-mails are always sent/)).toBeVisible();
      await expect(choices(page).getByText(savedText)).toHaveCount(0);
      const failed = choices(page).getByRole('alert');
      if ((await failed.count()) > 0)
        await expect(failed).toHaveText('Oops. Something went wrong. Please try again later.');
    },
    saving: (page) => expect(saveButton(page)).toBeDisabled(),
    saved: async (page) => {
      await expect(choices(page).getByRole('status').filter({ hasText: savedText })).toBeVisible();
      await expect(saveButton(page)).toBeEnabled();
    },
  },
  intercept: {
    loadPreferences: { url: (url) => url.pathname === apiPaths.notificationPreferences },
    savePreferences: { url: (url) => url.pathname === apiPaths.notificationPreferences },
  },
  skip: (path) =>
    path.steps.some((s) => JSON.stringify(s.event).includes('MOBILE_NUMBER_REQUIRED'))
      ? 'SMS alerts cannot be ticked without a mobile number on file, and the profile cannot remove one: the server’s “mobile number needed” comes only from a number removed in another tab meanwhile (the jsdom paths’; the same transition as no connection)'
      : undefined,
};
