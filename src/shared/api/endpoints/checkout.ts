import { emptyEnvelope } from '@contracts/envelope';
import type {
  DiscountRequest,
  PaymentMethodRequest,
  PurchaseDetailsRequest,
  ShopperReviewQuery,
  UpsellSaveRequest,
} from '@contracts/index';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/**
 * Answer schemas load with the first call that needs them (dynamic imports), so /login's JavaScript does not carry them
 * (docs/decisions.md, Delivery). Import contract modules directly, never the barrel: a static import would pull them
 * back into the first chunk.
 */
const checkoutSchemas = () => import('@contracts/checkout');
const orderSchemas = () => import('@contracts/orders');

/** Cart, payment, purchases, receipt and survey (02 §7); the checkout call itself is courseCheckout.ts. Every one takes the caller's AbortSignal. */
export const checkoutEndpoints = (client: ApiClient) => ({
  upsellPrices: (configCourseId: number, signal: AbortSignal) =>
    client.call(apiPaths.upsellPrices, () => checkoutSchemas().then((m) => m.upsellPricesResponseSchema), {
      query: { configCourseId },
      signal,
    }),
  upsellSave: (body: UpsellSaveRequest, signal: AbortSignal) =>
    client.call(apiPaths.upsellSave, () => checkoutSchemas().then((m) => m.upsellSaveResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  discount: (body: DiscountRequest, signal: AbortSignal) =>
    client.callData(apiPaths.discount, () => checkoutSchemas().then((m) => m.discountResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  paymentClientTokens: (signal: AbortSignal) =>
    client.callData(apiPaths.paymentClientTokens, () => checkoutSchemas().then((m) => m.clientTokensResponseSchema), {
      signal,
    }),
  createPaymentMethod: (body: PaymentMethodRequest, signal: AbortSignal) =>
    client.callData(apiPaths.paymentMethod, () => checkoutSchemas().then((m) => m.paymentMethodResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  purchaseDetails: (body: PurchaseDetailsRequest, signal: AbortSignal) =>
    client.call(apiPaths.purchaseDetails, () => orderSchemas().then((m) => m.purchaseDetailsResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  /** `language`: the attached PDF's (the interface language). */
  emailReceipt: (studentPaymentTrxId: number, language: string, signal: AbortSignal) =>
    client.call(apiPaths.receiptEmail, emptyEnvelope, {
      method: 'POST',
      body: { studentPaymentTrxId, language },
      signal,
    }),
  /** The receipt PDF (02 §7 Receipt download) in the interface language. */
  downloadReceipt: (studentPaymentTrxId: number, language: string, signal: AbortSignal) =>
    client.download(apiPaths.receipt, { studentPaymentTrxId, language }, signal),
  shopperReview: (query: ShopperReviewQuery, signal: AbortSignal) =>
    client.call(apiPaths.shopperReview, emptyEnvelope, { query: { ...query }, signal }),
});

export type CheckoutEndpoints = ReturnType<typeof checkoutEndpoints>;
