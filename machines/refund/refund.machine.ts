import { assertEvent, assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
import type { RefundContext, RefundEvent, RefundPurchases, RefundRequest, RefundRequestBody } from './refund.types';

const cents = (n: number) => Math.round(n * 100);

/**
 * 02 §2 refund: the student's purchases with what each item may be refunded under the course's rules, a
 * choice of items and a reason, a confirmation that shows the amount, then the refund through the gateway that took
 * the payment. Items the rules do not allow may be asked of support instead (the draft's mode 'review'): the same
 * steps record the request, and support refunds or declines it later. The request's idempotency key comes with the
 * review (one per confirmation): confirming twice, or again after a failure, sends the same key, and the server
 * refunds once.
 */
export const refundMachine = setup({
  types: { context: {} as RefundContext, events: {} as RefundEvent },
  actors: {
    loadPurchases: provided<RefundPurchases>('loadPurchases'),
    requestRefund: provided<RefundRequest, RefundRequestBody>('requestRefund'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    keepPurchases: assign((_, list: RefundPurchases) => ({ purchases: list.purchases, failure: undefined })),
    keepDraft: assign(({ context }, draft: RefundRequestBody) => {
      const items = context.purchases
        .find((p) => p.studentPaymentTrxId === draft.studentPaymentTrxId)
        ?.items.filter((i) => draft.lineIds.includes(i.lineId));
      return { draft, amount: (items ?? []).reduce((n, i) => n + cents(i.amount), 0) / 100, failure: undefined };
    }),
    keepRefund: assign((_, refund: RefundRequest) => ({ refund, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'refund',
  context: { purchases: [], amount: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: request({ src: 'loadPurchases', keep: 'keepPurchases', done: 'choosing', failed: 'loadFailed' }),
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    choosing: {
      description:
        'Each purchase with its items: refundable ones to tick (with the rule that allows it), others with why not; those support may review can be ticked too, and the request then goes to support.',
      on: {
        'refund.review': {
          target: 'confirming',
          actions: {
            type: 'keepDraft',
            params: ({ event }) => ({
              mode: event.mode,
              studentPaymentTrxId: event.studentPaymentTrxId,
              lineIds: event.lineIds,
              reason: event.reason,
              idempotencyKey: event.idempotencyKey,
            }),
          },
        },
      },
    },
    confirming: {
      description:
        'The items and the amount to be refunded (or asked of support); a refused refund shows why here (nothing was refunded).',
      on: {
        'refund.confirm': { target: 'submitting' },
        'refund.back': { target: 'choosing', actions: assign({ draft: undefined, amount: 0, failure: undefined }) },
      },
    },
    submitting: {
      meta: { spec: '02 §2 refund; an idempotency key makes a double submit refund once' },
      invoke: {
        ...request({ src: 'requestRefund', keep: 'keepRefund', done: 'done', failed: 'confirming' }),
        input: ({ context, event }) => {
          assertEvent(event, 'refund.confirm');
          return context.draft!;
        },
      },
    },
    done: {
      description:
        'Refunded (the receipt mailed), or sent to support, who answers by e-mail; the way to the refund summary.',
      on: { 'summary.open': { actions: { type: 'navigate', params: { to: routes.refundSummary } } } },
    },
  },
});
