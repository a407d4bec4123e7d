import { assign, setup } from 'xstate';

import type { PurchaseRecord } from '@contracts/orders';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type { LoadOrdersInput, OrdersContext, OrdersEvent, OrdersInput } from './orders.types';

/** 02 §2 myorders and billing: the student's purchase history (02 §7 Purchase details), with retry. */
export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
    input: {} as OrdersInput,
  },
  actors: {
    loadOrders: provided<PurchaseRecord[], LoadOrdersInput>('loadOrders'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    hasNoOrders: (_, orders: PurchaseRecord[]) => orders.length === 0,
  },
}).createMachine({
  id: 'orders',
  context: ({ input }) => ({ studentId: input.studentId, orders: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ studentId: context.studentId }),
        onDone: [
          {
            guard: { type: 'hasNoOrders', params: ({ event }) => event.output },
            target: 'empty',
            actions: assign({ orders: [], failure: undefined }),
          },
          { target: 'loaded', actions: assign({ orders: ({ event }) => event.output, failure: undefined }) },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loaded: { description: 'The orders, each with its receipt link; a PaymentPending order offers Pay now.' },
    empty: { description: "'You have no orders yet.'" },
    failed: { on: { 'retry.request': { target: 'loading' } } },
  },
});
