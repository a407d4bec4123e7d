import { fromPromise } from 'xstate';

import type { refundMachine, RefundPurchases, RefundRequest, RefundRequestBody } from '@machines/refund';
import type { RefundEndpoints } from '@shared/api/endpoints/refunds';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The refund page's I/O: the purchases with what may be refunded, and the refund request (02 §2 refund). */
export const createRefundActors = (api: RefundEndpoints) => ({
  loadPurchases: fromPromise<RefundPurchases>(async ({ signal }) => (await api.refundPurchases(signal)).data),
  requestRefund: fromPromise<RefundRequest, RefundRequestBody>(
    async ({ input, signal }) =>
      (
        await api.requestRefund(
          {
            mode: input.mode,
            studentPaymentTrxId: input.studentPaymentTrxId,
            lineIds: input.lineIds,
            reason: input.reason,
            idempotencyKey: input.idempotencyKey,
          },
          signal,
        )
      ).data,
  ),
});

export const createRefundImplementations = ({ api, navigate }: Pick<FlowDeps, 'navigate'> & { api: RefundEndpoints }) =>
  ({
    actors: createRefundActors(api),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof refundMachine>;
