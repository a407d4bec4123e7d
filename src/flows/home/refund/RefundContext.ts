import { refundMachine } from '@machines/refund';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const RefundContext = createFlowContext(refundMachine);
