import { refundSummaryMachine } from '@machines/refundSummary';
import { refundEndpoints } from '@shared/api/endpoints/refunds';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createRefundSummaryImplementations } from './refundSummary.actors';
import { RefundSummaryContext } from './RefundSummaryContext';
import { RefundSummaryView } from './RefundSummaryView';

/** Route /home/refund-summary (02 §2 refund-summary). */
export default function RefundSummaryFlow() {
  const api = useEndpoints(refundEndpoints);
  const logic = useFlowLogic((navigate) =>
    refundSummaryMachine.provide(createRefundSummaryImplementations({ api, navigate })),
  );
  return (
    <RefundSummaryContext.Provider logic={logic}>
      <RefundSummaryView />
    </RefundSummaryContext.Provider>
  );
}
