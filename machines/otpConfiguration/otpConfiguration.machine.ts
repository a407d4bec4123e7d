import { assertEvent, assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  CodeInput,
  OtpConfigurationContext,
  OtpConfigurationEvent,
  TwoFactorSetup,
  TwoFactorStatus,
} from './otpConfiguration.types';

const codeOf = ({ event }: { event: OtpConfigurationEvent }): CodeInput => {
  assertEvent(event, ['code.confirm', 'disable.submit', 'recoveryCodes.renew']);
  return { code: event.code };
};

/**
 * 02 §2 otp-configuration: two-step verification with an authenticator app (TOTP, RFC 6238). Turning it
 * on shows a QR code and the key to type, asks for a current code, then shows ten recovery codes once. Turning it
 * off, or getting new recovery codes, takes a current code.
 */
export const otpConfigurationMachine = setup({
  types: {
    context: {} as OtpConfigurationContext,
    events: {} as OtpConfigurationEvent,
  },
  actors: {
    loadStatus: provided<TwoFactorStatus>('loadStatus'),
    startSetup: provided<TwoFactorSetup>('startSetup'),
    enable: provided<string[], CodeInput>('enable'),
    disable: provided<void, CodeInput>('disable'),
    renewRecoveryCodes: provided<string[], CodeInput>('renewRecoveryCodes'),
  },
  actions: {
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    showRecoveryCodes: assign((_, recoveryCodes: string[]) => ({
      recoveryCodes,
      setup: undefined,
      failure: undefined,
    })),
  },
  guards: {
    enabled: (_, status: TwoFactorStatus) => status.enabled,
  },
}).createMachine({
  id: 'otpConfiguration',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'enabled', params: ({ event }) => event.output },
            target: 'on',
            actions: assign({ status: ({ event }) => event.output }),
          },
          { target: 'off', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading', actions: assign({ failure: undefined }) } } },
    off: {
      description: 'Off: what two-step verification does, and a button to set it up.',
      on: { 'setup.start': { target: 'startingSetup', actions: assign({ failure: undefined }) } },
    },
    startingSetup: {
      tags: ['busy'],
      invoke: {
        id: 'startSetup',
        src: 'startSetup',
        onDone: { target: 'confirming', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'off', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    confirming: {
      description: 'The QR code and the key; the student types the code the app now shows.',
      on: {
        'code.confirm': { target: 'enabling' },
        'setup.cancel': { target: 'off', actions: assign({ setup: undefined, failure: undefined }) },
      },
    },
    enabling: {
      tags: ['busy'],
      invoke: {
        id: 'enable',
        src: 'enable',
        input: codeOf,
        onDone: {
          target: 'showingRecoveryCodes',
          actions: { type: 'showRecoveryCodes', params: ({ event }) => event.output },
        },
        onError: { target: 'confirming', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    showingRecoveryCodes: {
      description: 'The ten recovery codes, shown this once: the student saves them before going on.',
      on: { 'recoveryCodes.saved': { target: 'loading', actions: assign({ recoveryCodes: undefined }) } },
    },
    on: {
      description: 'On: since when, recovery codes left; turning it off or new recovery codes take a current code.',
      on: {
        'disable.submit': { target: 'disabling', actions: assign({ failure: undefined }) },
        'recoveryCodes.renew': { target: 'renewing', actions: assign({ failure: undefined }) },
      },
    },
    disabling: {
      tags: ['busy'],
      invoke: {
        id: 'disable',
        src: 'disable',
        input: codeOf,
        onDone: { target: 'loading' },
        onError: { target: 'on', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    renewing: {
      tags: ['busy'],
      invoke: {
        id: 'renewRecoveryCodes',
        src: 'renewRecoveryCodes',
        input: codeOf,
        onDone: {
          target: 'showingRecoveryCodes',
          actions: { type: 'showRecoveryCodes', params: ({ event }) => event.output },
        },
        onError: { target: 'on', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
  },
});
