import * as z from 'zod/mini';

import { envelope } from './envelope';
import { id, idParam, money, text } from './primitives';

export { checkoutFailureCodes } from './failureCodes';

/**
 * Cart, upsells, discount, card and wallet payment, and the checkout call with its failures (spec 02 §2–§4, §7, 01 §7
 * Checkout). Purchase records and receipts are orders.ts; the cart arithmetic is pricing.ts.
 */

// ---- Upsells (02 §3 Upsell item; §7 Upsell price list, GET ?configCourseId=) ----
export const upsellItemSchema = z.object({
  upsellConfigCourse: z.object({
    configCourseId: z.int(),
    /** An upgrade replaces the base course (the audio upgrade); other upsells are extra courses. */
    isUpGradeCourse: z._default(z.boolean(), false),
    currentActive: z._default(z.boolean(), true),
    basePrice: z.number().check(z.nonnegative()),
    name: z.string(),
    course: z.object({
      name: z.string(),
      description: z._default(z.string(), ''),
      logoPath: z._default(z.nullable(z.string()), null),
    }),
  }),
  /** The price the cart charges for this upsell (for an upgrade: the extra over the base course, the 'ONLY' price). */
  basePrice: z.number().check(z.nonnegative()),
  /** Struck-through price; 0 for none. */
  crossPrice: z._default(z.number().check(z.nonnegative()), 0),
});
export type UpsellItem = z.infer<typeof upsellItemSchema>;
export const upsellPricesQuerySchema = z.object({ configCourseId: idParam() });
export const upsellPricesResponseSchema = envelope(z.array(upsellItemSchema));

/** Upsell save and checkout (02 §7): the offers page keeps the chosen upsells for the upsell cart. */
export const upsellSaveRequestSchema = z.object({
  studentId: id(),
  /** The purchased course the offers belong to. */
  configCourseId: id(),
  upsellConfigCourseIds: z.array(id()).check(z.minLength(1), z.maxLength(10)),
});
export type UpsellSaveRequest = z.infer<typeof upsellSaveRequestSchema>;
/** Answers the chosen upsells priced (what the upsell cart shows and pays). */
export const upsellSaveResponseSchema = envelope(z.array(upsellItemSchema));

// ---- Discount code and gift certificate (02 §3 Discount, §7 Discount) ----
export const discountTypes = ['DISCOUNTCODE', 'GIFTCERTIFICATE'] as const;
export type DiscountType = (typeof discountTypes)[number];
export const discountRequestSchema = z.object({
  code: text().check(z.trim(), z.minLength(1), z.maxLength(50)),
  type: z.enum(discountTypes),
  configCourseId: id(),
});
export type DiscountRequest = z.infer<typeof discountRequestSchema>;
export const discountSchema = z.object({
  discountId: z.int(),
  code: z.string(),
  type: z.enum(discountTypes),
  isPercentageBased: z.boolean(),
  /** Used when isPercentageBased (0–100). */
  percentage: z._default(z.number().check(z.minimum(0), z.maximum(100)), 0),
  /** Used when not percentage based: money off (a gift certificate's remaining value). */
  value: z._default(z.number().check(z.nonnegative()), 0),
  /** The spec's other two fields, kept as the server sends them. */
  price: z._default(z.number().check(z.nonnegative()), 0),
  isValueByPercentage: z._default(z.boolean(), false),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountResponseSchema = envelope(discountSchema);

// ---- Payment client tokens (02 §7) ----
export const clientTokensSchema = z.object({
  card: z.object({
    /** Gateway name the app sends with a card checkout ('Sandbox' offline, 'Stripe' with STRIPE_SECRET_KEY). */
    gateway: z.string(),
    publishableKey: z._default(z.nullable(z.string()), null),
    /** True for the offline sandbox: the app shows the test-card hint. */
    sandbox: z._default(z.boolean(), false),
  }),
  wallet: z._default(z.nullable(z.object({ gateway: z.string(), clientToken: z.string() })), null),
});
export type ClientTokens = z.infer<typeof clientTokensSchema>;
export const clientTokensResponseSchema = envelope(clientTokensSchema);

// ---- Card payment method creation (02 §7 tilled/paymentMethod): the card form's fields ----
export const cardFormLimits = { nameMax: 60 } as const;
export const paymentMethodRequestSchema = z.object({
  /** Digits only (spaces removed by the app). Never stored or logged: only brand and last four are kept. */
  cardNumber: text().check(z.regex(/^\d{12,19}$/)),
  /** MM/YY */
  expiry: text().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)),
  cvc: text().check(z.regex(/^\d{3,4}$/)),
  nameOnCard: text().check(z.trim(), z.minLength(1), z.maxLength(cardFormLimits.nameMax)),
  zip: text().check(z.regex(/^\d{5}$/)),
});
export type PaymentMethodRequest = z.infer<typeof paymentMethodRequestSchema>;
export const paymentMethodSchema = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string().check(z.length(4)),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodResponseSchema = envelope(paymentMethodSchema);

/** The offline sandbox's test cards: the reference server charges the first and declines the second. */
export const sandboxCards = { success: '4242424242424242', declined: '4000000000000002' } as const;

// ---- Checkout (02 §3 Payment transaction, §7 Checkout; a zero amount with BYPASSPAYMENT is 02 §4 Payment bypass) ----
export const paymentTransactionLineSchema = z.object({
  configCourseId: id(),
  /** BASEPR (a course: the base course, an upsell or the upgrade), DISCOU, GIFTCC, Mail, BHWL (02 §3). */
  priceTypeCode: text().check(z.maxLength(20)),
  /** Negative for DISCOU and GIFTCC. */
  price: money(),
  /** Mail / BHWL item chosen (priceExtraItem.coursePriceTypeId). */
  coursePriceTypeId: z.optional(id()),
  bhwlName: z.optional(text().check(z.maxLength(200))),
  /** false for the non-primary upsell lines under pay later (02 §4). */
  isPrimary: z._default(z.boolean(), true),
});
export const checkoutRequestSchema = z.object({
  paymentGateway: text().check(z.maxLength(40)),
  totalAmount: money().check(z.nonnegative()),
  isPayLater: z._default(z.boolean(), false),
  isParentPaymentRequest: z._default(z.boolean(), false),
  isGatewayBypass: z._default(z.boolean(), false),
  isGSACourse: z._default(z.boolean(), false),
  isPrimary: z._default(z.boolean(), true),
  student: z.object({ studentId: id() }),
  configCourse: z.object({ configCourseId: id() }),
  studentPaymentTrxLines: z._default(z.array(paymentTransactionLineSchema), []),
  organisationId: z.optional(id()),
  // ---- Beyond the spec's payment transaction: what card, wallet, discount, parent and pay-later payments need ----
  /** The card payment method id or wallet approval the gateway charges (purchase record nonceFromTheClient). */
  nonceFromTheClient: z.optional(text().check(z.maxLength(200))),
  /** One per payment attempt: a repeated submit with the same key answers the first result and charges once. */
  idempotencyKey: z.optional(text().check(z.minLength(8), z.maxLength(100))),
  /** The parent's e-mail for a parent payment request (paylater + isParentPaymentRequest). */
  requestEmail: z.optional(text().check(z.trim(), z.email(), z.maxLength(100))),
  /** The discount code or gift certificate applied (the server re-checks it and the DISCOU / GIFTCC line). */
  discount: z.optional(
    z.object({
      code: text().check(z.trim(), z.minLength(1), z.maxLength(50)),
      type: z.enum(['DISCOUNTCODE', 'GIFTCERTIFICATE']),
    }),
  ),
  /** Paying an existing pending transaction (the parent cart, an unpaid pay-later order). */
  studentPaymentTrxId: z.optional(id()),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = envelope(
  z.object({
    studentPaymentTrxId: z.int(),
    studentCourse: z.object({ studentCourseId: z.int() }),
    /** 'Completed' when charged (or bypassed); 'PaymentPending' for pay later and a parent payment request. */
    paymentStatus: z._default(z.enum(['Completed', 'PaymentPending']), 'Completed'),
  }),
);

// ---- Failures of the cart, payment and checkout calls (status.code) and the texts the server answers ----

export const checkoutMessages = {
  cardDeclined: 'Your card was declined.',
  cardInvalid: 'Your card number is incorrect.',
  cardExpired: 'Your card has expired.',
  totalMismatch: 'The order total has changed. Please review your cart.',
  discountInvalid: 'This code is not valid.',
  paymentInProgress: 'Your payment is being processed.',
  paymentReversed:
    'Your payment could not be completed, so the charge was cancelled: you have not been charged. Please review your cart and try again.',
  orderReplaced: 'This order was replaced by a newer one. Please use the latest payment link.',
  paymentNotRecorded:
    'Your payment could not be completed. If your card was charged, the charge will be cancelled automatically.',
  // The checkout call's success and its refusals (GATEWAY_UNAVAILABLE, PAYMENT_BYPASS_REFUSED, ALREADY_PAID).
  paymentSuccess: 'Payment successful.',
  gatewayUnavailable: 'Payment gateway not available',
  bypassNotAllowed: 'Payment bypass is not available for this course.',
  bypassAmount: 'A payment bypass must have a total amount of 0.',
  bypassGsaRequired: 'isGSACourse must be true for GSA courses.',
  alreadyPaid: 'This course is already paid.',
} as const;

/** Gateway names (02 §9) the app sends. */
export const payLaterGateway = 'paylater';
/** The gateway name of the zero-amount payment bypass (02 §4 Payment bypass). */
export const bypassPaymentGateway = 'BYPASSPAYMENT';
