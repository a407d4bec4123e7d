import { bypassPaymentGateway, type CheckoutRequest, type ClientTokens, payLaterGateway } from '@contracts/checkout';
import type { PaymentLine } from '@contracts/pricing';

import type { CheckoutOrder } from '../shared/checkoutOrder';

type TransactionLine = NonNullable<CheckoutRequest['studentPaymentTrxLines']>[number];

/** 02 §3 Payment transaction lines from the cart's priced lines; absent optional fields stay absent. */
export function transactionLines(lines: PaymentLine[]): TransactionLine[] {
  return lines.map((line) => ({
    configCourseId: line.configCourseId,
    priceTypeCode: line.priceTypeCode,
    price: line.price,
    ...(line.coursePriceTypeId === undefined ? {} : { coursePriceTypeId: line.coursePriceTypeId }),
    ...(line.bhwlName === undefined ? {} : { bhwlName: line.bhwlName }),
    isPrimary: line.isPrimary,
  }));
}

/** What every checkout of this order sends (02 §3 Payment transaction). */
function orderTransaction(order: CheckoutOrder, idempotencyKey: string): CheckoutRequest {
  return {
    paymentGateway: '',
    totalAmount: order.payment.totalAmount,
    isPrimary: true,
    student: { studentId: order.studentId },
    configCourse: { configCourseId: order.payment.primaryConfigCourseId },
    studentPaymentTrxLines: transactionLines(order.payment.lines),
    organisationId: order.organisationId,
    idempotencyKey,
    ...(order.discount ? { discount: order.discount } : {}),
    ...(order.studentPaymentTrxId === null ? {} : { studentPaymentTrxId: order.studentPaymentTrxId }),
  };
}

/** A card charge through the server's card gateway, with the card's payment method. */
export function cardCheckout(
  order: CheckoutOrder,
  tokens: ClientTokens,
  paymentMethodId: string,
  idempotencyKey: string,
): CheckoutRequest {
  return {
    ...orderTransaction(order, idempotencyKey),
    paymentGateway: tokens.card.gateway,
    nonceFromTheClient: paymentMethodId,
  };
}

/** A wallet (PayPal) payment with the wallet's client token. */
export function walletCheckout(
  order: CheckoutOrder,
  wallet: NonNullable<ClientTokens['wallet']>,
  idempotencyKey: string,
): CheckoutRequest {
  return {
    ...orderTransaction(order, idempotencyKey),
    paymentGateway: wallet.gateway,
    nonceFromTheClient: wallet.clientToken,
  };
}

/** 02 §4 Pay later: gateway paylater, the course shows as payment pending. */
export function payLaterCheckout(order: CheckoutOrder, idempotencyKey: string): CheckoutRequest {
  return { ...orderTransaction(order, idempotencyKey), paymentGateway: payLaterGateway, isPayLater: true };
}

/** 02 §4 Parent payment request: pay later, flagged, with the parent's e-mail. */
export function parentRequestCheckout(
  order: CheckoutOrder,
  requestEmail: string,
  idempotencyKey: string,
): CheckoutRequest {
  return { ...payLaterCheckout(order, idempotencyKey), isParentPaymentRequest: true, requestEmail };
}

/** 02 §4 Payment bypass: a zero-amount transaction; organisation 1481 adds the GSA flag (order.isGSACourse). */
export function bypassCheckout(order: CheckoutOrder, idempotencyKey: string): CheckoutRequest {
  return {
    ...orderTransaction(order, idempotencyKey),
    paymentGateway: bypassPaymentGateway,
    totalAmount: 0,
    isGatewayBypass: true,
    isGSACourse: order.isGSACourse,
  };
}
