import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
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
      invoke: request({ src: 'loadRequests', keep: 'keepRequests', done: 'listed', failed: 'loadFailed' }),
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    listed: {
      description: 'Each request: its items, amount, status (requested, refunded, declined) and dates; or none yet.',
      on: { 'refund.start': { actions: { type: 'navigate', params: { to: routes.refund } } } },
    },
  },
});
