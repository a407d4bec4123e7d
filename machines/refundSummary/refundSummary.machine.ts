import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type { RefundRequestList, RefundSummaryContext, RefundSummaryEvent } from './refundSummary.types';

/** 02 §2 refund-summary: the student's refund requests with amount, status and dates, newest first. */
export const refundSummaryMachine = setup({
  types: { context: {} as RefundSummaryContext, events: {} as RefundSummaryEvent },
  actors: { loadRequests: provided<RefundRequestList>('loadRequests') },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    keepRequests: assign((_, list: RefundRequestList) => ({ requests: list.requests, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'refundSummary',
  context: { requests: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        onDone: { target: 'listed', actions: { type: 'keepRequests', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    listed: {
      description: 'Each request: its items, amount, status (requested, refunded, declined) and dates; or none yet.',
      on: { 'refund.start': { actions: { type: 'navigate', params: { to: routes.refund } } } },
    },
  },
});
