import type { RefundPurchases, RefundRequest, RefundRequestBody } from '@contracts/refunds';

import type { Failure } from '../shared/failure';

export type { RefundPurchases, RefundRequest, RefundRequestBody };

/** What the student chose: items of one purchase and a reason (the key is made once per confirmation). */
export type RefundChoice = Omit<RefundRequestBody, 'idempotencyKey'>;

export interface RefundContext {
  purchases: RefundPurchases['purchases'];
  /** The request being confirmed or sent; its key makes a double submit refund once. */
  draft?: RefundRequestBody;
  /** The amount the confirmation shows (the chosen items' amounts). */
  amount: number;
  refund?: RefundRequest;
  failure?: Failure;
}

export type RefundEvent =
  | ({ type: 'refund.review' } & RefundRequestBody)
  | { type: 'refund.back' }
  | { type: 'refund.confirm' }
  | { type: 'summary.open' }
  | { type: 'retry.request' };
