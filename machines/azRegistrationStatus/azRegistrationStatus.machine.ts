import { assign, setup } from 'xstate';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
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
        ...request({ src: 'loadStatus', keep: 'keepStatus', done: 'shown', failed: 'loadFailed' }),
        input: ({ context }) => ({ studentCourseId: context.studentCourseId }),
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    shown: { description: 'The timeline: each step done with its date, the ones to come without.' },
  },
});
