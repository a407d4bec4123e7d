import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { forgotPasswordMachine } from '@machines/forgotPassword';

import type { BrowserFlow } from '../paths/browserFlow';
import { forgotPasswordModel } from './forgotPassword.model';

const sentText = /we have sent a link to reset your password/i;

/**
 * Forgot password in the browser: the seeded student's address gets a reset link and the page goes back
 * to sign-in 5 s later (Playwright's clock); no connection shows the general message above the form.
 */
export const forgotPasswordBrowser: BrowserFlow<typeof forgotPasswordMachine> = {
  model: forgotPasswordModel,
  page: '/forgot-password',
  perform: {
    'email.submit': async (page, { event }) => {
      await page.getByLabel('Email Address').fill(String(event.emailId));
      await page.getByRole('button', { name: 'Send reset link' }).click();
    },
  },
  states: {
    editing: async (page) => {
      await expect(page.getByLabel('Email Address')).toBeVisible();
      const failed = page.getByRole('alert');
      if ((await failed.count()) > 0)
        await expect(failed).toHaveText('Oops. Something went wrong. Please try again later.');
    },
    requesting: (page) => expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled(),
    sent: (page) => expect(page.getByRole('status')).toHaveText(sentText),
    returned: (page) => expect(page).toHaveURL(/\/login$/),
  },
  intercept: { requestReset: { url: (url) => url.pathname === apiPaths.forgotPassword } },
  skip: (path) =>
    path.steps.some((s) => JSON.stringify(s.event).includes('VALIDATION'))
      ? 'the form refuses a malformed address before the server can: the server’s 400 is the jsdom paths’ (the same transition as no connection)'
      : undefined,
};
