import type { RefundRequest, RefundRequestList } from '@contracts/refunds';

import type { Failure } from '../shared/failure';

export type { RefundRequest, RefundRequestList };

export interface RefundSummaryContext {
  requests: RefundRequest[];
  failure?: Failure;
}

export type RefundSummaryEvent = { type: 'retry.request' } | { type: 'refund.start' };
