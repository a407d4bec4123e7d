import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { studentCoursePaymentMachine } from '@machines/entryLink';

import type { BrowserFlow } from '../paths/browserFlow';
import { entryStudentCoursePaymentModel } from './entryStudentCoursePayment.model';
import type { PlannedPath } from './harness/paths';
import { inspected, parentPaymentLink } from './purchase.browserSupport';

const hasToken = (path: PlannedPath) => Boolean((path.input as { token?: string }).token);

/** /studentcourse-payment with the token of a parent's payment link a new student asked for (from the dev mailbox). */
async function openWithToken(page: Page, path: PlannedPath) {
  if (!hasToken(path)) return;
  const token = new URL(await parentPaymentLink(page, 'course-payment'), 'http://localhost').searchParams.get('token');
  await page.goto(inspected(`/studentcourse-payment?token=${encodeURIComponent(token!)}`));
}

const generic = 'Oops. Something went wrong. Please try again later.';

/**
 * /studentcourse-payment in the browser: opened with a real payment-link token the server accepts, or with
 * none; no connection by interception.
 */
export const studentCoursePaymentBrowser: BrowserFlow<typeof studentCoursePaymentMachine> = {
  model: entryStudentCoursePaymentModel,
  page: (path) => (hasToken(path) ? '/login' : '/studentcourse-payment'),
  open: openWithToken,
  perform: {
    'load.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading…'),
    // The page renders nothing visible once the list is loaded (01 §2): neither the loader nor a message.
    loaded: async (page) => {
      await expect(page).toHaveURL(/\/studentcourse-payment\?token=/);
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    failed: async (page) => {
      await expect(page.getByRole('alert')).toHaveText(generic);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    missingToken: async (page) => {
      await expect(page.getByRole('alert')).toHaveText(generic);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    },
  },
  intercept: { loadStatesWithCategory: { url: (url) => url.pathname === apiPaths.statesWithCategory } },
};
