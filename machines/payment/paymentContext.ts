import type { ClientTokens, PaymentContext, PurchaseStorage } from './payment.types';

/** What the checkout steps read from the context; missing data is a bug in the chart, not a user error. */

export function tokensOf(context: PaymentContext): ClientTokens {
  if (!context.clientTokens) throw new Error('Paying by card or wallet needs the client tokens');
  return context.clientTokens;
}
export function keyOf(context: PaymentContext): string {
  if (!context.idempotencyKey) throw new Error('A payment attempt needs its idempotency key');
  return context.idempotencyKey;
}
export function purchaseStorage(context: PaymentContext, fastLane: boolean): PurchaseStorage {
  if (!context.purchase) throw new Error('Storing a purchase needs the checkout answer');
  return {
    studentCourseId: context.purchase.studentCourseId,
    studentPaymentTrxId: context.purchase.studentPaymentTrxId,
    fastLane: fastLane && context.order.variant === 'fastLane',
    upsellCart: context.order.variant === 'upsell',
  };
}
export function paymentMethodOf(context: PaymentContext): string {
  if (!context.paymentMethodId) throw new Error('A card checkout needs the payment method created for it');
  return context.paymentMethodId;
}
export function walletOf(context: PaymentContext): NonNullable<ClientTokens['wallet']> {
  const wallet = tokensOf(context).wallet;
  if (!wallet) throw new Error('A wallet checkout needs the wallet gateway');
  return wallet;
}
export function requestEmailOf(context: PaymentContext): string {
  if (!context.requestEmail) throw new Error("A parent payment request needs the parent's e-mail");
  return context.requestEmail;
}
