import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { refundSummaryMachine } from '@machines/refundSummary';
import { RefundSummaryContext } from '@flows/home/refundSummary/RefundSummaryContext';
import { RefundSummaryView } from '@flows/home/refundSummary/RefundSummaryView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

const statusWords = { requested: 'Requested', refunded: 'Refunded', declined: 'Declined' } as const;

export const refundSummaryView: FlowViewDriver<typeof refundSummaryMachine> = {
  render: renderInFlow('/home/refund-summary', RefundSummaryContext, <RefundSummaryView />),
  perform: {
    'refund.start': clickButton('Ask for a refund'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your refunds…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const listed = s.matches('listed');
    if (listed && s.context.requests.length === 0)
      expect(screen.getByText('You have not asked for a refund.')).toBeVisible();
    for (const request of s.context.requests) {
      const name = `Refund ${request.refundRequestId} (order ${request.studentPaymentTrxId})`;
      const card = screen.queryByRole('article', { name });
      expect(card !== null).toBe(listed);
      if (card) {
        expect(within(card).getByText(statusWords[request.status])).toBeVisible();
        expect(within(card).getByText(`$${request.amount.toFixed(2)}`)).toBeVisible();
        if (request.status === 'requested' && request.review)
          expect(
            within(card).getByText('Support is reviewing your request. You will get their answer by e-mail.'),
          ).toBeVisible();
        if (request.declineReason) expect(within(card).getByText(`Reason: ${request.declineReason}`)).toBeVisible();
      }
    }
    expect(screen.queryByRole('button', { name: 'Ask for a refund' }) !== null).toBe(listed);
  },
};
