import type { CheckoutRequest, ClientTokens, PaymentMethod, PaymentMethodRequest } from '@contracts/checkout';

import type { CheckoutOrder, PaymentOptions } from '../shared/checkoutOrder';
import type { Failure } from '../shared/failure';

export type { CheckoutOrder, CheckoutRequest, ClientTokens, PaymentMethod, PaymentMethodRequest, PaymentOptions };

/** The ways to pay the panel offers (02 §4); a zero total is a bypass instead. */
export type PaymentMethodChoice = 'card' | 'wallet' | 'payLater' | 'parentRequest';

export interface PaymentInput {
  order: CheckoutOrder;
  options: PaymentOptions;
}

/** What a successful checkout answers (contracts/checkout.ts checkoutResponseSchema). */
export interface CheckoutResult {
  studentPaymentTrxId: number;
  studentCourseId: number;
  paymentStatus: 'Completed' | 'PaymentPending';
}

export interface PaymentContext extends PaymentInput {
  /** Loaded once, when the card or wallet is first chosen. */
  clientTokens?: ClientTokens;
  /** The card payment method of the current attempt (charged again by a retry). */
  paymentMethodId?: string;
  /** One per payment attempt: a retry of the same attempt sends it again, so the server charges once. */
  idempotencyKey?: string;
  /** The parent's e-mail of a parent payment request. */
  requestEmail?: string;
  /** The payment-redirect loader's percentage. */
  progress: number;
  /** The last refusal, shown where the student can act on it. */
  failure?: Failure;
  /** The successful checkout. */
  purchase?: CheckoutResult;
}

/** Each submit carries a fresh idempotency key: a new attempt. */
export type PaymentEvent =
  | { type: 'method.select'; method: PaymentMethodChoice }
  | { type: 'card.submit'; card: PaymentMethodRequest; idempotencyKey: string }
  | { type: 'wallet.submit'; idempotencyKey: string }
  | { type: 'payLater.submit'; idempotencyKey: string }
  | { type: 'parentRequest.submit'; requestEmail: string; idempotencyKey: string }
  | { type: 'bypass.submit'; idempotencyKey: string }
  /** The same attempt again (same key). */
  | { type: 'payment.retry' }
  | { type: 'paymentRequested.done' };

/** Browser values kept after a successful checkout (02 §3 Browser-kept session values). */
export interface PurchaseStorage {
  studentCourseId: number;
  studentPaymentTrxId: number;
  /** 01 §4 Express: the fast lane resumes at billing details (step '3'). */
  fastLane: boolean;
  /** The upsell cart's payload and flag are done with. */
  upsellCart: boolean;
}
