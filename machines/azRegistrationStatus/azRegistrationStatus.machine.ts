import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  AzRegistrationStatus,
  AzRegistrationStatusContext,
  AzRegistrationStatusEvent,
  AzRegistrationStatusInput,
} from './azRegistrationStatus.types';

/**
 * 02 §2 az-registration-status (stepper step 12): the Arizona flow's timeline (registered, paid, documents
 * filed, eligibility approved or declined, course started), each step with its date.
 */
export const azRegistrationStatusMachine = setup({
  types: {
    context: {} as AzRegistrationStatusContext,
    events: {} as AzRegistrationStatusEvent,
    input: {} as AzRegistrationStatusInput,
  },
  actors: {
    loadStatus: provided<AzRegistrationStatus, { studentCourseId?: number }>('loadStatus'),
  },
  actions: {
    keepStatus: assign((_, status: AzRegistrationStatus) => ({ status, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'azRegistrationStatus',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId }),
        onDone: { target: 'shown', actions: { type: 'keepStatus', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    shown: { description: 'The timeline: each step done with its date, the ones to come without.' },
  },
});
