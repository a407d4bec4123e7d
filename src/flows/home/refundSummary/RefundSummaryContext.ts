import { createActorContext } from '@xstate/react';

import { refundSummaryMachine } from '@machines/refundSummary';

export const RefundSummaryContext = createActorContext(refundSummaryMachine);
