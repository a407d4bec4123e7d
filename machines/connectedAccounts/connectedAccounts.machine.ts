import { assertEvent, assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  ConnectedAccountList,
  ConnectedAccountsContext,
  ConnectedAccountsEvent,
  ProviderInput,
} from './connectedAccounts.types';

const listParams = ({ event }: { event: { output: ConnectedAccountList } }) => event.output;

/**
 * 02 §2 integration: the sign-in accounts (Google, Microsoft) connected to the student's account. Connect
 * sends the provider to the server, whose adapter verifies the provider's ID token (no provider SDK runs in the
 * browser, so none is sent: the server says why it cannot connect); disconnect removes the link. Every answer is
 * the whole list.
 */
export const connectedAccountsMachine = setup({
  types: { context: {} as ConnectedAccountsContext, events: {} as ConnectedAccountsEvent },
  actors: {
    loadAccounts: provided<ConnectedAccountList>('loadAccounts'),
    connectAccount: provided<ConnectedAccountList, ProviderInput>('connectAccount'),
    disconnectAccount: provided<ConnectedAccountList, ProviderInput>('disconnectAccount'),
  },
  actions: {
    keepAccounts: assign((_, list: ConnectedAccountList) => ({ accounts: list.accounts, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'connectedAccounts',
  context: { accounts: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'ready', actions: { type: 'keepAccounts', params: listParams } },
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    ready: {
      description:
        'Each provider with its state: not configured on this server (no button to press), not connected, or connected.',
      on: {
        'account.connect': {
          target: 'connecting',
          actions: assign({ target: ({ event }) => event.provider, failure: undefined }),
        },
        'account.disconnect': {
          target: 'disconnecting',
          actions: assign({ target: ({ event }) => event.provider, failure: undefined }),
        },
      },
      initial: 'browsing',
      states: {
        browsing: { description: 'A refused connect or disconnect says why above the list.' },
        connected: { description: 'The page says the account is connected.' },
        disconnected: { description: 'The page says the account is disconnected.' },
      },
    },
    connecting: {
      meta: { spec: '02 §2 integration' },
      invoke: {
        id: 'connectAccount',
        src: 'connectAccount',
        input: ({ event }) => {
          assertEvent(event, 'account.connect');
          return { provider: event.provider };
        },
        onDone: { target: 'ready.connected', actions: { type: 'keepAccounts', params: listParams } },
        onError: { target: 'ready.browsing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    disconnecting: {
      meta: { spec: '02 §2 integration' },
      invoke: {
        id: 'disconnectAccount',
        src: 'disconnectAccount',
        input: ({ event }) => {
          assertEvent(event, 'account.disconnect');
          return { provider: event.provider };
        },
        onDone: { target: 'ready.disconnected', actions: { type: 'keepAccounts', params: listParams } },
        onError: { target: 'ready.browsing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
  },
});
