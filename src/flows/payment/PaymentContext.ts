import { createActorContext } from '@xstate/react';

import { paymentMachine } from '@machines/payment';

export const PaymentContext = createActorContext(paymentMachine);
