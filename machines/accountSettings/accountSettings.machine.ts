import { assign, setup } from 'xstate';

import { notificationPreferencesMachine } from '../notificationPreferences';
import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  AccountSettingsContext,
  AccountSettingsEvent,
  AccountSettingsInput,
  AccountStudent,
  LoadAccountInput,
} from './accountSettings.types';

/** 01 §4 Login: the status text 'PaymentPending' counts with its spaces ignored. */
export const isPaymentPending = (status: string) => status.replace(/\s+/g, '') === 'PaymentPending';

/**
 * /home/settings: the student's account, e-mail verification and purchase status; beside them, for the page's whole
 * visit, the notification choices and inactivity warning (the `notificationPreferences` child).
 */
export const accountSettingsMachine = setup({
  types: {
    context: {} as AccountSettingsContext,
    events: {} as AccountSettingsEvent,
    input: {} as AccountSettingsInput,
    children: {} as { notificationPreferences: 'notificationPreferences' },
  },
  actors: {
    loadAccount: provided<AccountStudent, LoadAccountInput>('loadAccount'),
    notificationPreferences: notificationPreferencesMachine,
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    purchasePending: (_, params: AccountStudent) => isPaymentPending(params.status),
  },
}).createMachine({
  id: 'accountSettings',
  context: ({ input }) => ({ studentId: input.studentId }),
  invoke: { id: 'notificationPreferences', src: 'notificationPreferences' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => ({ studentId: context.studentId }),
        onDone: [
          {
            guard: { type: 'purchasePending', params: ({ event }) => event.output },
            target: 'purchasePending',
            actions: assign({ student: ({ event }) => event.output, failure: undefined }),
          },
          { target: 'purchaseComplete', actions: assign({ student: ({ event }) => event.output, failure: undefined }) },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    purchaseComplete: {},
    purchasePending: {
      description: 'A PaymentPending student is told the course purchase is not complete yet.',
      meta: { spec: '01 §4 Login (PaymentPending goes to settings)' },
    },
    failed: { on: { 'retry.request': { target: 'loading' } } },
  },
});
