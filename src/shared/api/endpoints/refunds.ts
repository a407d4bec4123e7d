import * as apiPaths from '@contracts/paths';
import type { RefundRequestBody } from '@contracts/refunds';

import type { ApiClient } from '../client';

const refundSchemas = () => import('@contracts/refunds');

/** Refunds (02 §2 refund, refund-summary). Every one takes the caller's AbortSignal. */
export const refundEndpoints = (client: ApiClient) => ({
  /** The student's purchases with what each item may be refunded. */
  refundPurchases: (signal: AbortSignal) =>
    client.callData(apiPaths.refund, () => refundSchemas().then((m) => m.refundPurchasesResponseSchema), { signal }),
  /** Refunds the chosen items of one purchase (the key makes a repeat refund once). */
  requestRefund: (body: RefundRequestBody, signal: AbortSignal) =>
    client.callData(apiPaths.refund, () => refundSchemas().then((m) => m.refundRequestResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  /** The student's refund requests, newest first. */
  refundRequests: (signal: AbortSignal) =>
    client.callData(apiPaths.refundRequests, () => refundSchemas().then((m) => m.refundRequestListResponseSchema), {
      signal,
    }),
});

export type RefundEndpoints = ReturnType<typeof refundEndpoints>;
