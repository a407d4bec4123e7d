import { createFlowContext } from '@shared/flows/createFlowContext';

import { paymentMachine } from '@machines/payment';

export const PaymentContext = createFlowContext(paymentMachine);
