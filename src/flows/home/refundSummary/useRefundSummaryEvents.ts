import { useIntents } from '@shared/flows/useIntents';

import { RefundSummaryContext } from './RefundSummaryContext';

export function useRefundSummaryEvents() {
  return useIntents(RefundSummaryContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    startRefund: () => send({ type: 'refund.start' }),
  }));
}
