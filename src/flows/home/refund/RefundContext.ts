import { createFlowContext } from '@shared/flows/createFlowContext';

import { refundMachine } from '@machines/refund';

export const RefundContext = createFlowContext(refundMachine);
