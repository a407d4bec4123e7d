import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { ordersMachine } from '@machines/orders';

import type { BrowserFlow } from '../paths/browserFlow';
import { ordersModel } from './orders.model';

/** Whose orders a path shows: a student with a paid order, or one who never bought (server/seed/accounts.ts). */
const withOrders = { email: 'refund@example.com', password: 'Passw0rd!' };
const withoutOrders = { email: 'integration@example.com', password: 'Passw0rd!' };

/**
 * My Orders in the browser: the seeded orders of refund@example.com with their receipt links, the empty
 * history of integration@example.com, or no connection and Try again.
 */
export const ordersBrowser: BrowserFlow<typeof ordersMachine> = {
  model: ordersModel,
  page: '/home/myorders',
  account: (path) => (path.steps.some((s) => s.value === 'empty') ? withoutOrders : withOrders),
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your orders…'),
    loaded: async (page) => {
      const order = page.getByRole('article').first();
      await expect(order).toBeVisible();
      await expect(order.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
        'href',
        /\/home\/view-billing-details\?studentPaymentTrxId=\d+$/,
      );
    },
    empty: (page) => expect(page.getByText('You have no orders yet.')).toBeVisible(),
    failed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
  },
  intercept: { loadOrders: { url: (url) => url.pathname === apiPaths.purchaseDetails } },
  skip: (path) =>
    path.steps.some((s) => JSON.stringify(s.event).includes('Student not found'))
      ? 'a signed-in student always exists on the server: its 404 is the jsdom paths’ (the same transition as no connection)'
      : undefined,
};
