import { fromPromise } from 'xstate';

import type { RefundRequestList, refundSummaryMachine } from '@machines/refundSummary';
import type { RefundEndpoints } from '@shared/api/endpoints/refunds';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The refund summary's I/O: the student's refund requests. */
export const createRefundSummaryActors = (api: RefundEndpoints) => ({
  loadRequests: fromPromise<RefundRequestList>(async ({ signal }) => (await api.refundRequests(signal)).data),
});

export const createRefundSummaryImplementations = ({
  api,
  navigate,
}: Pick<FlowDeps, 'navigate'> & { api: RefundEndpoints }) =>
  ({
    actors: createRefundSummaryActors(api),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof refundSummaryMachine>;
