import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { accountSettingsMachine } from '@machines/accountSettings';

import { homePathsAccounts } from '../../server/seed/homePaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { homeSettingsModel } from './homeSettings.model';

const pendingNotice = 'Your course purchase is not complete yet. Complete the payment to start your course.';
const accountSection = (page: Page) => page.getByRole('region', { name: 'Account' });

/** The account as the page shows it: name, e-mail and verification, the security links, the language. */
async function expectAccount(page: Page, name: string, email: string) {
  const account = accountSection(page);
  await expect(account.getByText(name, { exact: true })).toBeVisible();
  await expect(account.getByText(email, { exact: true })).toBeVisible();
  await expect(account.getByText('Verified', { exact: true })).toBeVisible();
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByRole('link', { name: 'Two-factor sign-in' })).toHaveAttribute(
    'href',
    '/home/otp-configuration',
  );
  const language = page.getByRole('region', { name: 'Language' });
  await expect(language.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
}

/**
 * Settings in the browser: homepaths.courses@example.com has paid (purchase complete),
 * homepaths.pending@example.com has not (the page says so and links to the cart); no connection answered by
 * interception. Only the account part is this flow's: the choices beside it are notificationPreferences.browser.ts'.
 */
export const homeSettingsBrowser: BrowserFlow<typeof accountSettingsMachine> = {
  model: homeSettingsModel,
  page: '/home/settings',
  account: (path) =>
    path.steps.some((s) => s.value === 'purchasePending') ? homePathsAccounts.pending : homePathsAccounts.courses,
  perform: {
    'retry.request': (page) => accountSection(page).getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(accountSection(page).getByRole('status')).toContainText('Loading your account…'),
    failed: async (page) => {
      await expect(accountSection(page).getByRole('alert')).toHaveText(
        'Oops. Something went wrong. Please try again later.',
      );
      await expect(accountSection(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    purchaseComplete: async (page) => {
      await expectAccount(page, 'Cora Courses', homePathsAccounts.courses.email);
      await expect(page.getByText(pendingNotice)).toHaveCount(0);
    },
    purchasePending: async (page) => {
      await expectAccount(page, 'Penny Pending', homePathsAccounts.pending.email);
      await expect(page.getByText(pendingNotice)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Complete your purchase' })).toHaveAttribute(
        'href',
        '/home/cart-summary',
      );
    },
  },
  intercept: { loadAccount: { url: (url) => url.pathname === apiPaths.studentDetails } },
  skip: (path) =>
    path.steps.some((s) => JSON.stringify(s.event).includes('Student not found'))
      ? 'a signed-in student always exists on the server: its 404 is the jsdom paths’ (the same transition as no connection)'
      : undefined,
};
