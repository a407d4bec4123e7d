import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import { refundFailureCodes, type RefundRequest } from '@contracts/refunds';
import type { refundMachine } from '@machines/refund';

import type { BrowserFlow } from '../paths/browserFlow';
import { genericText, mentions, outputOf, pathAccount } from './documentsPaths.browserSupport';
import type { PlannedPath } from './harness/paths';
import { refundModel } from './refund.model';

/** The mode of the path's request: a refund, or a request to support (undefined: it asks for none). */
const modeOf = (path: PlannedPath) =>
  path.steps.find((s) => s.event.type === 'refund.review')?.event.mode as 'refund' | 'review' | undefined;
/** The purchases the path's list shows (the last load's answer). */
const listed = (path: PlannedPath) =>
  path.steps
    .map((s) => outputOf(s.event, 'loadPurchases') as { purchases: unknown[] } | undefined)
    .filter((o) => o !== undefined)
    .at(-1);

const skip = (path: PlannedPath) => {
  if (mentions(path, refundFailureCodes.notRefundable))
    return 'the refund page lists only what may be refunded now: “no longer refundable” needs the same purchase refunded in a second tab meanwhile (the jsdom paths’; the same transition as no connection)';
  const answers = path.steps
    .map((s) => outputOf(s.event, 'requestRefund') as RefundRequest | undefined)
    .filter((o) => o !== undefined);
  if (answers.some((a) => a.status === 'requested' && !a.review))
    return 'a refund left “requested” is one the gateway made but the server could not record: a server fault no student brings about (the jsdom paths’; the same transition as a refund made)';
  const review = modeOf(path) === 'review';
  if (answers.some((a) => a.review !== review))
    return 'the server answers a refund with a refund and a request to support with a recorded request: the other answer is the jsdom paths’ (the same transition)';
  return undefined;
};

const account = {
  model: refundModel,
  skip,
  // Who has what to refund (server/seed/documentsPaths.ts): a purchase within its days, one past them, or none.
  situation: (path: PlannedPath) =>
    listed(path)?.purchases.length === 0
      ? ('nothing' as const)
      : modeOf(path) === 'review'
        ? ('refundLate' as const)
        : ('refund' as const),
  // A confirmed refund (or request) changes the purchase: a student of its own.
  writes: (path: PlannedPath) => path.steps.some((s) => s.event.type === 'refund.confirm'),
};

const doneText = new RegExp(
  [
    String.raw`Your refund of \$44\.90 was made\. We sent you a receipt by e-mail\.`,
    String.raw`Your request for \$24\.95 was sent to support\. We will e-mail you their decision; nothing is refunded until then\.`,
  ].join('|'),
);

/**
 * The refund page in the browser: each path signs in as a student of server/seed/documentsPaths.ts, one of
 * its own when it confirms. A refund: the course and the insurance discount course bought yesterday ($44.90, the
 * certificate by mail left out), refunded by the sandbox; a request to support: the course bought 40 days ago, past
 * its 30 days, ticked by hand. No purchase: the empty list. No connection by interception.
 */
export const refundBrowser: BrowserFlow<typeof refundMachine> = {
  model: refundModel,
  page: '/home/refund',
  account: (path) => pathAccount(account, path),
  perform: {
    'refund.review': async (page, { event }) => {
      const form = page.getByRole('form', { name: /^Order \d+$/ }).first();
      if (event.mode === 'review') {
        // Past its days, the course is not ticked: support may be asked to make an exception.
        await form.getByRole('checkbox', { name: /California 8-Hour Traffic School/ }).check();
      } else {
        // Every refundable item starts ticked: the course and the insurance discount course stay.
        await form.getByRole('checkbox', { name: /Certificate by mail/ }).uncheck();
      }
      await form.getByLabel('Why would you like a refund?').fill(String(event.reason));
      await form
        .getByRole('button', { name: event.mode === 'review' ? 'Ask support for a refund' : 'Review refund' })
        .click();
    },
    'refund.confirm': (page) => page.getByRole('button', { name: /^(Refund \$44\.90|Send request)$/ }).click(),
    'refund.back': (page) => page.getByRole('button', { name: 'Back', exact: true }).click(),
    'summary.open': (page) => page.getByRole('button', { name: 'See your refunds' }).click(),
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your purchases…'),
    loadFailed: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(genericText);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    choosing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Refund' })).toBeVisible();
      const empty = page.getByText('You have no paid purchases to refund.');
      const course = page.getByRole('checkbox', { name: /California 8-Hour Traffic School/ });
      await expect(empty.or(course)).toBeVisible();
      if ((await empty.count()) > 0) return;
      await expect(page.getByLabel('Why would you like a refund?')).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Review refund|Ask support for a refund)$/ })).toBeEnabled();
    },
    confirming: async (page) => {
      await expect(page.getByRole('heading', { name: /^Confirm your (refund|request)$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Refund \$44\.90|Send request)$/ })).toBeEnabled();
      // Back here after no connection: the general words above the items (nothing was refunded).
      const failed = page.getByRole('main').getByRole('alert');
      if ((await failed.count()) > 0) await expect(failed).toHaveText(genericText);
    },
    submitting: (page) => expect(page.getByRole('button', { name: /^(Refund \$44\.90|Send request)$/ })).toBeDisabled(),
    done: async (page) => {
      await expect(page.getByText(doneText)).toBeVisible();
      await expect(page.getByRole('button', { name: 'See your refunds' })).toBeEnabled();
    },
  },
  navigates: { 'summary.open': /\/home\/refund-summary$/ },
  intercept: {
    loadPurchases: { url: (url) => url.pathname === apiPaths.refund },
    requestRefund: { url: (url) => url.pathname === apiPaths.refund },
  },
  skip,
};
