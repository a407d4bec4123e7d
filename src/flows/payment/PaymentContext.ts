import { paymentMachine } from '@machines/payment';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const PaymentContext = createFlowContext(paymentMachine);
