import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { refundSummaryMachine } from '@machines/refundSummary';

import type { BrowserFlow } from '../paths/browserFlow';
import { refundSummaryModel } from './refundSummary.model';

/**
 * The refund summary in the browser as the seeded student, who has asked for no refund: the empty list,
 * or no connection and Try again; Ask for a refund opens the refund page.
 */
export const refundSummaryBrowser: BrowserFlow<typeof refundSummaryMachine> = {
  model: refundSummaryModel,
  page: '/home/refund-summary',
  account: { email: 'student@example.com', password: 'Passw0rd!' },
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'refund.start': (page) => page.getByRole('button', { name: 'Ask for a refund' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your refunds…'),
    listed: (page) => expect(page.getByText('You have not asked for a refund.')).toBeVisible(),
    loadFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
  },
  navigates: { 'refund.start': /\/home\/refund$/ },
  intercept: { loadRequests: { url: (url) => url.pathname === apiPaths.refundRequests } },
  skip: (path) =>
    path.steps.some((s) => JSON.stringify(s.context).includes('refundRequestId'))
      ? 'the seeded student has no refund requests: the list of requests is the jsdom paths’ (the same transitions)'
      : undefined,
};
