import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Failure words of the cart, payment, personal-information and parent pages. Part of failureMessages.ts (the one
 * place that words failures), in the same catalog part (`failures`), loaded with it on a page's first failure.
 * Codes and messages are written out rather than imported: importing the contract modules here would load them with
 * the failure wording. checkoutFailureMessages.test.ts keeps them equal to
 * contracts/checkout.ts and account.ts.
 */
export const checkoutFailuresByCode: Partial<Record<string, MessageDescriptor>> = {
  CARD_DECLINED: msg`Your card was declined.`,
  CARD_INVALID: msg`Your card number is incorrect.`,
  TOTAL_MISMATCH: msg`The order total has changed. Please review your cart.`,
  DISCOUNT_INVALID: msg`This code is not valid.`,
  IDEMPOTENCY_CONFLICT: msg`This payment was already submitted with different details. Please review your cart.`,
  PAYMENT_IN_PROGRESS: msg`Your payment is being processed.`,
  PAYMENT_REVERSED: msg`Your payment could not be completed, so the charge was cancelled: you have not been charged. Please review your cart and try again.`,
  PAYMENT_NOT_RECORDED: msg`Your payment could not be completed. If your card was charged, the charge will be cancelled automatically.`,
  ORDER_REPLACED: msg`This order was replaced by a newer one. Please use the latest payment link.`,
  ALREADY_PAID: msg`This course is already paid.`,
  GATEWAY_UNAVAILABLE: msg`This payment method is not available. Please choose another one.`,
  PAYMENT_BYPASS_REFUSED: msg`This course cannot be enrolled without payment.`,
  INVALID_ADDRESS: msg`Please provide Valid address`,
  INVALID_ZIP: msg`Please enter valid Zip code`,
  PARENT_NOT_VERIFIED: msg`Parent Identity  Not verified`,
};

export const checkoutKnownServerMessages: Partial<Record<string, MessageDescriptor>> = {
  'Your card was declined.': msg`Your card was declined.`,
  'Your card number is incorrect.': msg`Your card number is incorrect.`,
  'Your card has expired.': msg`Your card has expired.`,
  'Please provide Valid address': msg`Please provide Valid address`,
  'Please enter valid Zip code': msg`Please enter valid Zip code`,
  'Parent Identity  Not verified': msg`Parent Identity  Not verified`,
};
