import { refundMachine } from '@machines/refund';
import { refundEndpoints } from '@shared/api/endpoints/refunds';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createRefundImplementations } from './refund.actors';
import { RefundContext } from './RefundContext';
import { RefundView } from './RefundView';

/** Route /home/refund (02 §2 refund). */
export default function RefundFlow() {
  const api = useEndpoints(refundEndpoints);
  const logic = useFlowLogic((navigate) => refundMachine.provide(createRefundImplementations({ api, navigate })));
  return (
    <RefundContext.Provider logic={logic}>
      <RefundView />
    </RefundContext.Provider>
  );
}
