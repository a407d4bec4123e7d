import type { PaymentMethodChoice, PaymentMethodRequest } from '@machines/payment';
import { useIntents } from '@shared/flows/useIntents';

import { PaymentContext } from './PaymentContext';

/** A new payment attempt's key: the server charges one attempt once, however often it is sent. */
const newAttemptKey = () => crypto.randomUUID();

/** The student's intents on the payment panel; views never build event objects. */
export function usePaymentEvents() {
  return useIntents(PaymentContext, (send) => ({
    selectMethod: (method: PaymentMethodChoice) => send({ type: 'method.select', method }),
    payByCard: (card: PaymentMethodRequest) => send({ type: 'card.submit', card, idempotencyKey: newAttemptKey() }),
    payByWallet: () => send({ type: 'wallet.submit', idempotencyKey: newAttemptKey() }),
    payLater: () => send({ type: 'payLater.submit', idempotencyKey: newAttemptKey() }),
    askParent: (requestEmail: string) =>
      send({ type: 'parentRequest.submit', requestEmail, idempotencyKey: newAttemptKey() }),
    completeEnrollment: () => send({ type: 'bypass.submit', idempotencyKey: newAttemptKey() }),
    retry: () => send({ type: 'payment.retry' }),
    closeRequested: () => send({ type: 'paymentRequested.done' }),
  }));
}
