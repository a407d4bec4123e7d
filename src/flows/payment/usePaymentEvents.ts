import { useMemo } from 'react';

import type { PaymentMethodChoice, PaymentMethodRequest } from '@machines/payment';

import { PaymentContext } from './PaymentContext';

/** A new payment attempt's key: the server charges one attempt once, however often it is sent. */
const newAttemptKey = () => crypto.randomUUID();

/** The student's intents on the payment panel; views never build event objects. */
export function usePaymentEvents() {
  const actor = PaymentContext.useActorRef();
  return useMemo(
    () => ({
      selectMethod: (method: PaymentMethodChoice) => actor.send({ type: 'method.select', method }),
      payByCard: (card: PaymentMethodRequest) =>
        actor.send({ type: 'card.submit', card, idempotencyKey: newAttemptKey() }),
      payByWallet: () => actor.send({ type: 'wallet.submit', idempotencyKey: newAttemptKey() }),
      payLater: () => actor.send({ type: 'payLater.submit', idempotencyKey: newAttemptKey() }),
      askParent: (requestEmail: string) =>
        actor.send({ type: 'parentRequest.submit', requestEmail, idempotencyKey: newAttemptKey() }),
      completeEnrollment: () => actor.send({ type: 'bypass.submit', idempotencyKey: newAttemptKey() }),
      retry: () => actor.send({ type: 'payment.retry' }),
      closeRequested: () => actor.send({ type: 'paymentRequested.done' }),
    }),
    [actor],
  );
}
