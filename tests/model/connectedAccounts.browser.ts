import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { connectedAccountsMachine } from '@machines/connectedAccounts';

import { homePathsAccounts, homePathsGoogleLink } from '../../server/seed/homePaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { connectedAccountsModel } from './connectedAccounts.model';

const names = { google: 'Google', microsoft: 'Microsoft' } as const;
const card = (page: Page, provider: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: provider }) });

/** Both providers listed; on the browser tests' server neither is configured, so neither can be connected. */
async function expectCards(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Connected accounts' })).toBeVisible();
  for (const provider of Object.values(names)) {
    await expect(card(page, provider)).toContainText(`Sign-in with ${provider} is not configured on this server.`);
    const connect = card(page, provider).getByRole('button', { name: `Connect ${provider}`, exact: true });
    if ((await connect.count()) > 0) await expect(connect).toBeDisabled();
  }
}

const noProvider =
  'the browser tests’ server has no Google or Microsoft sign-in configured (no client id), so Connect cannot be pressed: connecting is the jsdom paths’ and tests/server/connectedAccounts’ (with a provider of local keys)';

/**
 * Connected accounts in the browser. The browser tests' server has no provider credentials: both providers
 * say they are not configured and Connect is disabled, so every path that connects is left to the jsdom paths.
 * Disconnect as homepaths.google@example.com, whose seeded Google link (server/seed/homePaths.ts) the path really
 * removes: once per seeded database (a restart of the server on the same data seeds the link again); the other paths
 * only read, as homepaths.nocourses@example.com. No connection answered by interception.
 */
export const connectedAccountsBrowser: BrowserFlow<typeof connectedAccountsMachine> = {
  model: connectedAccountsModel,
  page: '/home/integration',
  account: (path) =>
    path.steps.some((s) => s.event.type === 'account.disconnect')
      ? homePathsAccounts.google
      : homePathsAccounts.noCourses,
  perform: {
    'account.disconnect': async (page, { event }) => {
      const provider = names[event.provider as keyof typeof names];
      const disconnect = page.getByRole('button', { name: `Disconnect ${provider}` });
      if ((await disconnect.count()) === 0)
        throw new Error(
          `${homePathsAccounts.google.email} has no ${provider} account connected any more: an earlier run on this ` +
            'database removed the seeded link; restart the server (its seed connects it again)',
        );
      await disconnect.click();
    },
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  // A path ending on a real disconnect: its answer takes the page out of `disconnecting` (the button is enabled or gone).
  settle: (page) => expect(page.getByRole('button', { name: 'Disconnect Google', disabled: true })).toHaveCount(0),
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your connected accounts…'),
    loadFailed: async (page) => {
      await expect(page.getByRole('alert')).toHaveText('Oops. Something went wrong. Please try again later.');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'ready.browsing': async (page) => {
      await expectCards(page);
      const google = card(page, names.google);
      if ((await google.getByRole('button', { name: 'Disconnect Google' }).count()) > 0) {
        await expect(google).toContainText(`Connected as ${homePathsGoogleLink.email}`);
        await expect(google.getByRole('button', { name: 'Disconnect Google' })).toBeEnabled();
      } else await expect(google).toContainText('Not connected');
      const failed = page.getByRole('alert');
      if ((await failed.count()) > 0)
        await expect(failed).toHaveText('Oops. Something went wrong. Please try again later.');
    },
    'ready.disconnected': async (page) => {
      await expect(page.getByText('Your Google account is disconnected.')).toBeVisible();
      await expect(card(page, names.google)).toContainText('Not connected');
    },
    disconnecting: (page) =>
      expect(card(page, names.google).getByRole('button', { name: 'Disconnect Google' })).toBeDisabled(),
  },
  intercept: {
    loadAccounts: { url: (url) => url.pathname === apiPaths.connectedAccounts },
    disconnectAccount: { url: (url) => url.pathname.startsWith(`${apiPaths.connectedAccounts}/`) },
  },
  skip: (path) => (path.steps.some((s) => s.event.type === 'account.connect') ? noProvider : undefined),
  unreachable: {
    'connectedAccounts.ready|account.connect|0': noProvider,
    'connectedAccounts.connecting|xstate.done.actor.connectAccount|0': noProvider,
    'connectedAccounts.connecting|xstate.error.actor.connectAccount|0': noProvider,
  },
};
