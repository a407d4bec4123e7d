import type { RefundChoice } from '@machines/refund';
import { useIntents } from '@shared/flows/useIntents';

import { RefundContext } from './RefundContext';

/** A new key for each confirmation: confirming twice (or again after a failure) sends the same one. */
const newKey = () => crypto.randomUUID();

export function useRefundEvents() {
  return useIntents(RefundContext, (send) => ({
    review: (choice: RefundChoice) => send({ type: 'refund.review', ...choice, idempotencyKey: newKey() }),
    back: () => send({ type: 'refund.back' }),
    confirm: () => send({ type: 'refund.confirm' }),
    openSummary: () => send({ type: 'summary.open' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
