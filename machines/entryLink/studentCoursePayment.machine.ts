import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  StateWithCategory,
  StudentCoursePaymentContext,
  StudentCoursePaymentEvent,
  StudentCoursePaymentInput,
} from './studentCoursePayment.types';

/** 01 §2 /studentcourse-payment: reads the token and loads the state-with-category list. */
export const studentCoursePaymentMachine = setup({
  types: {
    context: {} as StudentCoursePaymentContext,
    events: {} as StudentCoursePaymentEvent,
    input: {} as StudentCoursePaymentInput,
  },
  actors: {
    loadStatesWithCategory: provided<StateWithCategory[], { token: string }>('loadStatesWithCategory'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'studentCoursePayment',
  context: ({ input }) => ({ token: input.token, states: [] }),
  initial: 'reading',
  states: {
    reading: {
      always: [
        { guard: 'hasToken', target: 'loading' },
        { target: 'missingToken', description: 'Without a token nothing can be loaded: the generic message shows.' },
      ],
    },
    loading: {
      meta: { spec: '01 §2 /studentcourse-payment' },
      invoke: {
        id: 'loadStatesWithCategory',
        src: 'loadStatesWithCategory',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'loaded', actions: assign({ states: ({ event }) => event.output, failure: undefined }) },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loaded: { description: 'Nothing visible: the list stays in the machine (01 §2 "renders nothing visible").' },
    failed: {
      description: 'The generic error with a retry.',
      on: { 'load.retry': { target: 'loading' } },
    },
    missingToken: { type: 'final' },
  },
});
