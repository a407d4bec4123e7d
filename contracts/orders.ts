import * as z from 'zod/mini';

import { envelope } from './envelope';
import { id, idParam } from './primitives';

/** The student's orders: purchase records and receipts (spec 02 §2 Receipt page, §3 Purchase record, §7 Purchase details, Receipt). */

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
/** `language`: the receipt PDF's (the student's interface language; English when none of ours). */
export const receiptQuerySchema = z.object({
  studentPaymentTrxId: idParam(),
  language: z.optional(z.string().check(z.maxLength(10))),
});
export const receiptEmailRequestSchema = z.object({
  studentPaymentTrxId: id(),
  language: z.optional(z.string().check(z.maxLength(10))),
});

export const orderMessages = {
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
