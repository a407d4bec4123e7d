import { refundSummaryMachine } from '@machines/refundSummary';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const RefundSummaryContext = createFlowContext(refundSummaryMachine);
