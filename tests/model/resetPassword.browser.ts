import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { resetPasswordMachine } from '@machines/resetPassword';

import { awaitMail } from '../e2e/support/mailbox';
import type { BrowserFlow } from '../paths/browserFlow';
import type { PlannedPath } from './harness/paths';
import { inspected } from './purchase.browserSupport';
import { resetPasswordModel } from './resetPassword.model';
import { registerStudent } from './signIn.browserSupport';

const successText = 'Your password has been reset. You can now sign in.';
const invalidLinkText = 'This reset link is invalid or has expired. Please request a new one.';

/** A link whose token the server never made (an old or mistyped link): it is refused. */
const unknownLink = '/reset-password?token=paths0unknown0reset0token0000000';

/** A path the server must take the new password in: it needs a link the server mailed. */
const needsMailedLink = (path: PlannedPath) =>
  path.steps.some((s) => s.event.type === 'xstate.done.actor.resetPassword');

/** The path and query of the reset link mailed to the address. */
const mailedLink = (page: Page, email: string) =>
  awaitMail(
    page.request,
    email,
    (mails) =>
      mails
        .map((m) => /https?:\/\/\S+?(\/reset-password\?token=[^\s"<>]+)/.exec(m.body)?.[1])
        .filter(Boolean)
        .at(-1),
    `a reset-password mail to ${email} arrives in the dev mailbox`,
  );

/**
 * Reset password in the browser. A path whose new password is taken registers a student of its own, asks
 * for the link on the forgot-password page as a person does and opens it from the dev mailbox (each such path asks the
 * server for one mail: the reset mails of one address are limited); a refused link is one the server never made; a
 * link without a token leaves for /login at once. A server error and no connection by interception.
 */
export const resetPasswordBrowser: BrowserFlow<typeof resetPasswordMachine> = {
  model: resetPasswordModel,
  page: (path) =>
    needsMailedLink(path)
      ? '/forgot-password'
      : (path.input as { resetToken: string }).resetToken
        ? unknownLink
        : '/reset-password',
  open: async (page, path) => {
    if (!needsMailedLink(path)) return;
    const { email } = await registerStudent(page.request, 'reset', { verified: true });
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(/we have sent a link to reset your password/i);
    await page.goto(inspected(await mailedLink(page, email)));
  },
  perform: {
    'password.submit': async (page, { event }) => {
      await page.getByLabel('New Password*').fill(String(event.password));
      await page.getByLabel('Confirm Password*').fill(String(event.password));
      await page.getByRole('button', { name: 'Submit' }).click();
    },
  },
  states: {
    editing: async (page) => {
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expect(page.getByLabel('New Password*')).toBeEditable();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
    submitting: (page) => expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled(),
    linkRejected: async (page) => {
      await expect(page.getByRole('alert')).toHaveText(invalidLinkText);
      await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await expect(page.getByLabel('New Password*')).toHaveCount(0);
    },
    succeeded: (page) => expect(page.getByRole('status')).toHaveText(successText),
    returned: (page) => expect(page).toHaveURL(/\/login$/),
    leaving: (page) => expect(page).toHaveURL(/\/login$/),
  },
  intercept: { resetPassword: { url: (url) => url.pathname === apiPaths.resetPassword } },
};
