import { expect } from '@playwright/test';

import type { walletReturnMachine } from '@machines/entryLink';

import type { BrowserFlow } from '../paths/browserFlow';
import { entryWalletReturnModel } from './entryWalletReturn.model';
import type { PlannedPath } from './harness/paths';

/**
 * The sign-in code the wallet provider sends the visitor back with (server/wallet.ts, the sandbox provider): any
 * `sandbox-…` code signs in Sam Sandbox, `sandbox-no-email` a profile without an e-mail; anything else is refused.
 */
function codeOf(path: PlannedPath): string | undefined {
  if (!(path.input as { code?: string }).code) return undefined;
  const answer = path.steps[0]?.event;
  if (answer?.type === 'xstate.error.actor.readWalletUser') return 'expired-code';
  return (answer?.output as { emailId: string | null } | undefined)?.emailId === null
    ? 'sandbox-no-email'
    : 'sandbox-paths-signin';
}

/**
 * The wallet sign-in return in the browser: /paypal-auth as the provider's redirect opens it, with a code
 * the server's sandbox provider exchanges (or refuses), or without one; the page then goes back to the express page
 * (/registerfast: the return page is the first page of the tab).
 */
export const walletReturnBrowser: BrowserFlow<typeof walletReturnMachine> = {
  model: entryWalletReturnModel,
  page: (path) => {
    const code = codeOf(path);
    return code ? `/paypal-auth?code=${code}` : '/paypal-auth';
  },
  perform: {},
  states: {
    exchanging: (page) => expect(page.getByRole('status')).toContainText('Reading your wallet sign-in…'),
    returned: async (page) => {
      await expect(page).toHaveURL(/\/registerfast$/);
      await expect(page.getByLabel('Email Address')).toBeVisible();
    },
  },
};
