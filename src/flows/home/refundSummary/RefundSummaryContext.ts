import { createFlowContext } from '@shared/flows/createFlowContext';

import { refundSummaryMachine } from '@machines/refundSummary';

export const RefundSummaryContext = createFlowContext(refundSummaryMachine);
