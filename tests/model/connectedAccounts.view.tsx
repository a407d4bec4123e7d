import { expect } from 'vitest';

import type { connectedAccountsMachine } from '@machines/connectedAccounts';
import { ConnectedAccountsContext } from '@flows/home/connectedAccounts/ConnectedAccountsContext';
import { ConnectedAccountsView } from '@flows/home/connectedAccounts/ConnectedAccountsView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

const names = { google: 'Google', microsoft: 'Microsoft' } as const;
const wordings: Record<string, string> = {
  NOT_CONFIGURED: 'This sign-in option is not configured on this server.',
  SOCIAL_TOKEN_MISSING:
    'The provider did not confirm your account, so it could not be connected. Please try again later.',
  SOCIAL_ACCOUNT_TAKEN:
    'This account is already connected to another student account. Sign in to that account to disconnect it.',
  RATE_LIMITED: 'Too many attempts. Please try again in 2 minutes.',
};
const genericText = 'Oops. Something went wrong. Please try again later.';

export const connectedAccountsView: FlowViewDriver<typeof connectedAccountsMachine> = {
  render: renderInFlow('/home/integration', ConnectedAccountsContext, <ConnectedAccountsView />),
  perform: {
    'account.connect': async (event, tools) =>
      clickButton(`Connect ${names[event.provider as keyof typeof names]}`)(event, tools),
    'account.disconnect': async (event, tools) =>
      clickButton(`Disconnect ${names[event.provider as keyof typeof names]}`)(event, tools),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Connected accounts' })).toBeInTheDocument();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your connected accounts…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const listed = !s.matches('loading') && !s.matches('loadFailed');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(listed ? 2 : 0);
    if (!listed) return;
    const working = s.matches('connecting') || s.matches('disconnecting');
    for (const account of s.context.accounts) {
      const name = names[account.provider];
      const notConfigured = screen.queryByText(`Sign-in with ${name} is not configured on this server.`);
      expect(notConfigured !== null, `${name} not configured`).toBe(!account.configured);
      if (account.connected) {
        expect(screen.getByText(account.email!)).toBeInTheDocument();
        const button = screen.getByRole('button', { name: `Disconnect ${name}` });
        if (working) expect(button).toBeDisabled();
        else expect(button).toBeEnabled();
        expect(screen.queryByRole('button', { name: `Connect ${name}` })).toBeNull();
      } else {
        const button = screen.getByRole('button', { name: `Connect ${name}` });
        // Offline (no credentials on the server) the button cannot be pressed; the card says why.
        if (working || !account.configured) expect(button).toBeDisabled();
        else expect(button).toBeEnabled();
      }
    }
    const target = s.context.target ? names[s.context.target] : '';
    expect(screen.queryByText(`Your ${target} account is connected.`) !== null).toBe(s.matches({ ready: 'connected' }));
    expect(screen.queryByText(`Your ${target} account is disconnected.`) !== null).toBe(
      s.matches({ ready: 'disconnected' }),
    );
    const failure = s.matches({ ready: 'browsing' }) ? s.context.failure : undefined;
    if (failure)
      expect(screen.getByRole('alert')).toHaveTextContent((failure.code && wordings[failure.code]) ?? genericText);
    else expect(screen.queryByRole('alert')).toBeNull();
  },
};
