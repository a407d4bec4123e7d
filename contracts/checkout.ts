import * as z from 'zod/mini';
import { id, idParam, text } from './primitives';
import { envelope } from './envelope';

/** Issue 5: cart, upsells, discount, card and wallet payment, purchase records and receipts (spec 02 §2–§4, §7). */

// ---- Upsells (02 §3 Upsell item; §7 Upsell price list, GET ?configCourseId=) ----
export const upsellItemSchema = z.object({
  upsellConfigCourse: z.object({
    configCourseId: z.int(),
    /** An upgrade replaces the base course (the audio upgrade); other upsells are extra courses. */
    isUpGradeCourse: z._default(z.boolean(), false),
    currentActive: z._default(z.boolean(), true),
    basePrice: z.number().check(z.nonnegative()),
    name: z.string(),
    course: z.object({ name: z.string(), description: z._default(z.string(), ''), logoPath: z._default(z.nullable(z.string()), null) }),
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
export const paymentMethodSchema = z.object({ paymentMethodId: z.string(), brand: z.string(), last4: z.string().check(z.length(4)) });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodResponseSchema = envelope(paymentMethodSchema);

/** The offline sandbox's test cards (issue 5). */
export const sandboxCards = { success: '4242424242424242', declined: '4000000000000002' } as const;

// ---- Purchase records (02 §3 Purchase record; §7 Purchase details) ----
export const purchaseDetailsRequestSchema = z.object({
  student: z.object({ studentId: id() }),
  /** Only this transaction (the receipt page of one order); all of the student's, newest first, without it. */
  studentPaymentTrxId: z.optional(id()),
});
export type PurchaseDetailsRequest = z.infer<typeof purchaseDetailsRequestSchema>;

export const priceTypeCodes = ['BASEPR', 'DISCOU', 'Mail', 'BHWL', 'GIFTCC'] as const;
export const purchaseLineSchema = z.object({
  studentPaymentTrxLineId: z.int(),
  price: z.number(),
  /** The course this line is for (base course, upsell or upgrade). */
  courseName: z._default(z.string(), ''),
  configCoursePrice: z.object({ coursePriceType: z.object({ code: z.string(), name: z.string() }) }),
  bhwlName: z._default(z.nullable(z.string()), null),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const paymentModes = ['Card', 'Wallet', 'PayLater', 'Bypass'] as const;
export const purchaseRecordSchema = z.object({
  /** The payment transaction id (studentPaymentTrxId). */
  targetId: z.int(),
  /** The gateway's reference for the charge (never card data). */
  nonceFromTheClient: z._default(z.nullable(z.string()), null),
  paymentDate: z.string(),
  paymentMode: z.enum(paymentModes),
  /** e.g. 'Visa •••• 4242', 'PayPal', null for a bypass or pay later. */
  paymentInstrumentType: z._default(z.nullable(z.string()), null),
  paymentGateway: z.string(),
  /** 'Completed' or 'PaymentPending'. */
  paymentStatus: z.string(),
  totalAmount: z.number(),
  configCourse: z.object({ configCourseId: z.int(), course: z.object({ name: z.string() }) }),
  student: z.object({
    emailId: z.string(),
    aaid: z._default(z.nullable(z.string()), null),
    affiliateId: z._default(z.nullable(z.string()), null),
    acid: z._default(z.nullable(z.string()), null),
    visitorId: z._default(z.nullable(z.string()), null),
  }),
  studentPaymentTrxLines: z.array(purchaseLineSchema),
  /** The name card statements show (02 §2 Receipt: 'charges appear under the provider's billing name'). */
  billingName: z.string(),
});
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>;
export const purchaseDetailsResponseSchema = envelope(z.array(purchaseRecordSchema));

/** Receipt download (GET ?studentPaymentTrxId=, answers application/pdf) and e-mail (POST). */
export const receiptQuerySchema = z.object({ studentPaymentTrxId: idParam() });
export const receiptEmailRequestSchema = z.object({ studentPaymentTrxId: id() });

// ---- Failures (status.code) and the texts the server answers ----
export const checkoutFailureCodes = {
  /** 402: the gateway refused the card. */
  cardDeclined: 'CARD_DECLINED',
  /** 400: a card the gateway cannot use (bad number, expired). */
  cardInvalid: 'CARD_INVALID',
  /** 400: the payment lines or total do not match the server's prices. */
  totalMismatch: 'TOTAL_MISMATCH',
  /** 404: unknown, expired or used-up discount code or gift certificate. */
  discountInvalid: 'DISCOUNT_INVALID',
  /** 409: the same idempotency key was used for a different payment. */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** 409: another checkout of this student is still being processed (or a request with this idempotency key). */
  paymentInProgress: 'PAYMENT_IN_PROGRESS',
  /** 409: the charge went through but could not be recorded, so it was voided: nothing is charged. */
  paymentReversed: 'PAYMENT_REVERSED',
  /** 409: the pending order was replaced by a newer order of the same course (its link is no longer payable). */
  orderReplaced: 'ORDER_REPLACED',
  /** 502: the charge could not be recorded and voiding it has not been confirmed yet (the server keeps trying). */
  paymentNotRecorded: 'PAYMENT_NOT_RECORDED',
} as const;

export const checkoutMessages = {
  cardDeclined: 'Your card was declined.',
  cardInvalid: 'Your card number is incorrect.',
  cardExpired: 'Your card has expired.',
  totalMismatch: 'The order total has changed. Please review your cart.',
  discountInvalid: 'This code is not valid.',
  paymentInProgress: 'Your payment is being processed.',
  paymentReversed: 'Your payment could not be completed, so the charge was cancelled: you have not been charged. Please review your cart and try again.',
  orderReplaced: 'This order was replaced by a newer one. Please use the latest payment link.',
  paymentNotRecorded: 'Your payment could not be completed. If your card was charged, the charge will be cancelled automatically.',
  receiptSent: 'Receipt sent.',
} as const;

/** 02 §3: the price-type names the receipt shows. */
export const priceTypeNames: Record<string, string> = {
  BASEPR: 'Base Price',
  DISCOU: 'Discount',
  Mail: 'Mail',
  BHWL: 'BHWL',
  GIFTCC: 'GiftCard Redemption Value',
};

/** Gateway names (02 §9) the app sends. */
export const payLaterGateway = 'paylater';
