import * as routes from '@contracts/pages';
import { refundFailureCodes, refundMessages, type RefundPurchase, type RefundRequest } from '@contracts/refunds';
import { refundMachine } from '@machines/refund';

import { networkFailure, refusal } from './failures.fixtures';
import { navigate } from './harness/effects';
import { type FlowModel, outcomesOf } from './harness/model';

export const refundPurchase: RefundPurchase = {
  studentPaymentTrxId: 70042,
  paymentDate: '2026-06-01T16:00:00.000Z',
  totalAmount: 103.85,
  courseName: 'California 8-Hour Traffic School',
  items: [
    {
      lineId: 101,
      kind: 'course',
      name: 'California 8-Hour Traffic School',
      amount: 24.95,
      refundable: true,
      ground: 'withinWindow',
      refusal: null,
      until: '2026-07-02T07:00:00.000Z',
      reviewable: false,
    },
    {
      lineId: 102,
      kind: 'upsell',
      name: 'Insurance Discount Course',
      amount: 19.95,
      refundable: true,
      ground: 'notUsed',
      refusal: null,
      until: '2026-07-02T07:00:00.000Z',
      reviewable: false,
    },
    {
      lineId: 103,
      kind: 'extra',
      name: 'Certificate by mail',
      amount: 9.95,
      refundable: false,
      ground: null,
      refusal: 'alreadyRefunded',
      until: null,
      reviewable: false,
    },
    {
      lineId: 104,
      kind: 'extra',
      name: 'Behind-the-wheel lesson',
      amount: 49,
      refundable: false,
      ground: null,
      refusal: 'windowPassed',
      until: null,
      reviewable: true,
    },
  ],
};
/** What Review refund sends with every refundable item ticked (as the form starts) and a reason. */
export const refundDraft = {
  mode: 'refund' as const,
  studentPaymentTrxId: 70042,
  lineIds: [101, 102],
  reason: 'I registered for the wrong course.',
  idempotencyKey: 'refund-key-0001',
};
/** What Ask support for a refund sends with only the lesson ticked (its refund period ended: support may review it). */
export const refundReviewDraft = {
  mode: 'review' as const,
  studentPaymentTrxId: 70042,
  lineIds: [104],
  reason: 'I was in hospital and could not take the lesson.',
  idempotencyKey: 'refund-key-0002',
};
export const refundDone: RefundRequest = {
  refundRequestId: 9,
  studentPaymentTrxId: 70042,
  items: [
    { lineId: 101, kind: 'course', name: 'California 8-Hour Traffic School', amount: 24.95 },
    { lineId: 102, kind: 'upsell', name: 'Insurance Discount Course', amount: 19.95 },
  ],
  amount: 44.9,
  reason: refundDraft.reason,
  status: 'refunded',
  review: false,
  requestedAt: '2026-06-02T16:00:00.000Z',
  decidedAt: '2026-06-02T16:00:01.000Z',
  declineReason: null,
};
/** A review recorded: support answers by e-mail. */
export const refundReviewed: RefundRequest = {
  ...refundDone,
  refundRequestId: 10,
  items: [{ lineId: 104, kind: 'extra', name: 'Behind-the-wheel lesson', amount: 49 }],
  amount: 49,
  reason: refundReviewDraft.reason,
  status: 'requested',
  review: true,
  decidedAt: null,
};

export const refundModel: FlowModel<typeof refundMachine> = {
  id: 'refund',
  title: 'Refund: purchases with what may be refunded, a reason, a confirmation, the refund (02 §2 refund)',
  machine: refundMachine,
  events: (s) => [
    ...outcomesOf(s, 'loadPurchases', {
      answers: [{ purchases: [refundPurchase] }, { purchases: [] }],
      failures: [networkFailure],
    }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('choosing') && s.context.purchases.length > 0
      ? [
          { type: 'refund.review', ...refundDraft },
          { type: 'refund.review', ...refundReviewDraft },
        ]
      : []),
    ...(s.matches('confirming') ? [{ type: 'refund.confirm' }, { type: 'refund.back' }] : []),
    ...outcomesOf(s, 'requestRefund', {
      answers: [refundDone, { ...refundDone, status: 'requested', decidedAt: null }, refundReviewed],
      failures: [refusal(409, refundFailureCodes.notRefundable, refundMessages.notRefundable), networkFailure],
    }),
    ...(s.matches('done') ? [{ type: 'summary.open' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'refund.review':
        return e.mode === 'review'
          ? 'the student ticks only the lesson (its refund period ended), writes a reason and clicks Ask support for a refund'
          : 'the student keeps the items ticked, writes a reason and clicks Review refund';
      case 'refund.confirm':
        return 'the student clicks Refund $44.90 (or Send request, when support is asked)';
      case 'refund.back':
        return 'the student clicks Back';
      case 'summary.open':
        return 'the student clicks See your refunds';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {
    done: ({ event }) => (event.type === 'summary.open' ? [navigate(routes.refundSummary)] : []),
  },
};
