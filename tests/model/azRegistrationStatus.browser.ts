import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { azRegistrationStatusMachine } from '@machines/azRegistrationStatus';

import type { BrowserFlow } from '../paths/browserFlow';
import { azRegistrationStatusModel } from './azRegistrationStatus.model';

/**
 * The Arizona registration status in the browser as azapproved@example.com (documents filed, eligibility
 * approved): the dated timeline, or no connection and Try again.
 */
export const azRegistrationStatusBrowser: BrowserFlow<typeof azRegistrationStatusMachine> = {
  model: azRegistrationStatusModel,
  page: '/home/az-registration-status',
  account: { email: 'azapproved@example.com', password: 'Passw0rd!' },
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your registration status…'),
    shown: async (page) => {
      const steps = page.getByRole('list', { name: 'Your steps' });
      await expect(steps.getByRole('listitem')).toHaveCount(5);
      await expect(steps).toContainText('Eligibility approved');
    },
    loadFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
  },
  intercept: { loadStatus: { url: (url) => url.pathname === apiPaths.azRegistrationStatus } },
  skip: (path) =>
    path.steps.some(
      (s) =>
        s.event.type === 'xstate.done.actor.loadStatus' &&
        !(
          JSON.stringify(s.event.output).includes('"outcome":"approved"') &&
          JSON.stringify(s.event.output).includes('"courseStartedAt":null')
        ),
    )
      ? 'the seeded student is approved and has not started: the other timelines are the jsdom paths’ (the same transition)'
      : undefined,
};
