import type { AnyEventObject } from 'xstate';

import { connectedAccountFailureCodes, connectedAccountMessages } from '@contracts/connectedAccounts';
import { failureCodes } from '@contracts/envelope';
import { attemptLimitNames } from '@contracts/refusalParams';
import { type ConnectedAccount, connectedAccountsMachine } from '@machines/connectedAccounts';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

const connectedAt = '2026-06-10T16:00:00.000Z';
const google = (fields: Partial<ConnectedAccount> = {}): ConnectedAccount => ({
  provider: 'google',
  configured: true,
  connected: false,
  email: null,
  connectedAt: null,
  ...fields,
});
const microsoft = (fields: Partial<ConnectedAccount> = {}): ConnectedAccount => ({
  ...google(fields),
  provider: 'microsoft',
  ...fields,
});

/** A server without provider credentials (offline, the reference server's default): nothing can be connected. */
export const offline = { accounts: [google({ configured: false }), microsoft({ configured: false })] };
/** Google configured, nothing connected; Microsoft not configured. */
export const googleOnly = { accounts: [google(), microsoft({ configured: false })] };
/** Google connected; Microsoft configured, not connected. */
export const googleConnected = {
  accounts: [google({ connected: true, email: 'sam.personal@gmail.com', connectedAt }), microsoft()],
};
/** What disconnecting Google leaves, and connecting it brings back. */
const bothConfigured = { accounts: [google(), microsoft()] };

type Snap = Parameters<FlowModel<typeof connectedAccountsMachine>['events']>[0];
const ready = (s: Snap) => s.matches('ready');

export const connectedAccountsModel: FlowModel<typeof connectedAccountsMachine> = {
  id: 'connectedAccounts',
  title:
    'Connected accounts: Google and Microsoft, connect and disconnect; a provider the server cannot use says so (02 §2 integration)',
  machine: connectedAccountsMachine,
  events: (s) => {
    const events: AnyEventObject[] = [
      ...outcomesOf(s, 'loadAccounts', { answers: [offline, googleOnly, googleConnected], failures: [networkFailure] }),
      ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
      ...outcomesOf(s, 'connectAccount', {
        answers: [googleConnected],
        failures: [
          refusal(501, failureCodes.notConfigured, 'Sign-in with Google is not configured on this server.'),
          refusal(400, connectedAccountFailureCodes.tokenMissing, connectedAccountMessages.tokenMissing('Google')),
          refusal(409, connectedAccountFailureCodes.takenByAnother, connectedAccountMessages.takenByAnother('Google')),
          refusal(429, failureCodes.rateLimited, 'Too many attempts. Please try again in 2 minutes.', {
            retryAfterMinutes: 2,
            limit: attemptLimitNames.attempts,
          }),
          networkFailure,
        ],
      }),
      ...outcomesOf(s, 'disconnectAccount', { answers: [bothConfigured], failures: [networkFailure] }),
    ];
    // What the page lets the student press: Connect on a configured provider not connected, Disconnect on a connected one.
    if (ready(s))
      for (const account of s.context.accounts) {
        if (account.connected) events.push({ type: 'account.disconnect', provider: account.provider });
        else if (account.configured && account.provider === 'google')
          events.push({ type: 'account.connect', provider: account.provider });
      }
    return events;
  },
  describeEvent: (e) => {
    switch (e.type) {
      case 'account.connect':
        return `the student clicks Connect ${e.provider === 'google' ? 'Google' : 'Microsoft'}`;
      case 'account.disconnect':
        return `the student clicks Disconnect ${e.provider === 'google' ? 'Google' : 'Microsoft'}`;
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  // The page only calls the server and shows the answer: no provided action, no final state.
  sideEffects: {},
};
