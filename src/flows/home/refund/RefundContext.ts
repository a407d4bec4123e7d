import { createActorContext } from '@xstate/react';

import { refundMachine } from '@machines/refund';

export const RefundContext = createActorContext(refundMachine);
