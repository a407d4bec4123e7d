import * as routes from '@contracts/pages';
import type { RefundRequest } from '@contracts/refunds';
import { refundSummaryMachine } from '@machines/refundSummary';

import { networkFailure } from './failures.fixtures';
import { navigate } from './harness/effects';
import { type FlowModel, outcomesOf } from './harness/model';
import { refundDone, refundReviewed } from './refund.model';

export const declinedRefund: RefundRequest = {
  ...refundDone,
  refundRequestId: 8,
  items: [{ lineId: 103, kind: 'extra', name: 'Certificate by mail', amount: 9.95 }],
  amount: 9.95,
  status: 'declined',
  review: true,
  declineReason: 'The certificate was already mailed.',
};

export const refundSummaryModel: FlowModel<typeof refundSummaryMachine> = {
  id: 'refundSummary',
  title: 'Refund summary: the refund requests with amount, status and dates (02 §2 refund-summary)',
  machine: refundSummaryMachine,
  events: (s) => [
    ...outcomesOf(s, 'loadRequests', {
      answers: [{ requests: [refundReviewed, refundDone, declinedRefund] }, { requests: [] }],
      failures: [networkFailure],
    }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('listed') ? [{ type: 'refund.start' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'refund.start':
        return 'the student clicks Ask for a refund';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {
    listed: ({ event }) => (event.type === 'refund.start' ? [navigate(routes.refund)] : []),
  },
};
