import * as z from 'zod/mini';

import { envelope } from './envelope';
import { isoInstant } from './instants';
import { id, idParam } from './primitives';

export { refundFailureCodes } from './failureCodes';

/*
 * Refunds (02 §2 refund, refund-summary). The spec shows neither the request nor its answer ("Refund request
 * payload and answer: not shown"): these shapes are chosen here. A refund is always of whole purchase lines (the
 * course, an upsell, a mail or lesson extra), at what was paid for them (a discount shared out over the lines), and
 * goes back through the gateway that took the payment.
 */

/** What a refundable item is: the course bought, an upsell course bought with it (or later), or a Mail / BHWL extra. */
export const refundItemKinds = ['course', 'upsell', 'extra'] as const;
export type RefundItemKind = (typeof refundItemKinds)[number];

/** Why an item may be refunded now (the rule that allows it). */
export const refundGrounds = ['cancellationPeriod', 'notStarted', 'withinWindow', 'notUsed'] as const;
/** Why it may not (in words on the page; the rules and their sources are in docs/decisions.md). */
export const refundRefusals = [
  'completed',
  'failed',
  'identityFailed',
  'expired',
  'started',
  'windowPassed',
  'notPaid',
  'notRefundableHere',
  'alreadyRefunded',
  'refundRequested',
] as const;
export type RefundGround = (typeof refundGrounds)[number];
export type RefundRefusal = (typeof refundRefusals)[number];

/**
 * Refusals support may still make an exception for when the student asks (a review): the course started or the
 * period ended without a completion, access ended, or a payment the gateway cannot refund online. Never after a
 * completion, a failure or a failed identity check (docs/decisions.md, Refunds: reviews).
 */
export const reviewableRefusals = [
  'started',
  'windowPassed',
  'expired',
  'notRefundableHere',
] as const satisfies readonly RefundRefusal[];

export const refundItemSchema = z.object({
  /** The item's purchase line (its BASEPR, Mail or BHWL line): what a request names. */
  lineId: z.int(),
  kind: z.enum(refundItemKinds),
  name: z.string(),
  /** What the item cost after its share of the discount, i.e. what a refund gives back. */
  amount: z.number(),
  refundable: z.boolean(),
  /** Set when refundable. */
  ground: z.nullable(z.enum(refundGrounds)),
  /** Set when not refundable. */
  refusal: z.nullable(z.enum(refundRefusals)),
  /** Until when the ground holds (null: as long as nothing changes, e.g. until the course is started). */
  until: z.nullable(isoInstant()),
  /** Not refundable now, but support may be asked to review it (once: a declined review is not asked again). */
  reviewable: z.boolean(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

export const refundPurchaseSchema = z.object({
  studentPaymentTrxId: z.int(),
  paymentDate: isoInstant(),
  totalAmount: z.number(),
  courseName: z.string(),
  items: z.array(refundItemSchema),
});
export type RefundPurchase = z.infer<typeof refundPurchaseSchema>;
export const refundPurchasesSchema = z.object({ purchases: z.array(refundPurchaseSchema) });
export type RefundPurchases = z.infer<typeof refundPurchasesSchema>;
export const refundPurchasesResponseSchema = envelope(refundPurchasesSchema);

export const refundLimits = { reasonMin: 5, reasonMax: 500, keyMin: 8, keyMax: 80 } as const;

/** refund: the rules allow every item, refunded at once; review: support is asked to decide (an exception). */
export const refundModes = ['refund', 'review'] as const;
export type RefundMode = (typeof refundModes)[number];

export const refundRequestBodySchema = z.object({
  /** Absent: 'refund'. */
  mode: z.optional(z.enum(refundModes)),
  studentPaymentTrxId: id(),
  /** The items' lineIds, all of the same purchase. */
  lineIds: z.array(id()).check(z.minLength(1), z.maxLength(20)),
  reason: z.string().check(
    z.trim(),
    z.minLength(refundLimits.reasonMin),
    z.maxLength(refundLimits.reasonMax),
    z.refine((s) => !s.includes('\u0000'), { message: 'must not contain a NUL character' }),
  ),
  /** Made once per confirmation: a repeated submit answers the first result and refunds once. */
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]+$/), z.minLength(refundLimits.keyMin), z.maxLength(refundLimits.keyMax)),
});
export type RefundRequestBody = z.infer<typeof refundRequestBodySchema>;

export const refundStatuses = ['requested', 'refunded', 'declined'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundRequestSchema = z.object({
  refundRequestId: z.int(),
  studentPaymentTrxId: z.int(),
  items: z.array(z.object({ lineId: z.int(), kind: z.enum(refundItemKinds), name: z.string(), amount: z.number() })),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(refundStatuses),
  /** Asked of support (mode 'review'): 'requested' means support is reviewing it. */
  review: z.boolean(),
  requestedAt: isoInstant(),
  /** When it was refunded or declined. */
  decidedAt: z.nullable(isoInstant()),
  declineReason: z.nullable(z.string()),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const refundRequestResponseSchema = envelope(refundRequestSchema);
export const refundRequestListSchema = z.object({ requests: z.array(refundRequestSchema) });
export type RefundRequestList = z.infer<typeof refundRequestListSchema>;
export const refundRequestListResponseSchema = envelope(refundRequestListSchema);

export const refundMessages = {
  purchases: 'Your purchases and what may be refunded.',
  requests: 'Your refund requests.',
  refunded: 'Your refund was made.',
  requested: 'Your refund request was recorded.',
  reviewRequested: 'Your request was sent to support, who will answer by e-mail.',
  decided: 'The refund request was decided.',
  reviewQueue: 'Refund requests waiting for support.',
  alreadyDecided: 'This refund request was already decided, or cannot be decided that way.',
  notRefundable: 'This purchase can no longer be refunded. Nothing was refunded.',
  refused:
    'The payment provider could not make the refund. Nothing was refunded; please try again later or contact support.',
  keyConflict: 'This confirmation was already used for another refund request. Please start again.',
  inProgress: 'Your refund request is still being processed. Please check your refunds in a moment.',
} as const;

/*
 * Operators (ADMIN_KEY): the requests waiting for support, and a decision on one. A review is refunded
 * through the gateway that took the payment, or, when that gateway cannot refund online, recorded with the reference
 * of the refund support made by other means; or declined with a reason. A request whose refund the gateway made but
 * whose recording failed is waiting too: refunding it asks the gateway again with the same key, which refunds once.
 */
export const refundDecisionParamsSchema = z.object({ refundRequestId: idParam() });

export const refundDecisionLimits = { reasonMin: 5, reasonMax: 500, referenceMax: 100 } as const;

export const refundDecisionRequestSchema = z
  .object({
    outcome: z.enum(['refunded', 'declined']),
    /** Required to decline: the student reads it. */
    reason: z.optional(
      z
        .string()
        .check(z.trim(), z.minLength(refundDecisionLimits.reasonMin), z.maxLength(refundDecisionLimits.reasonMax)),
    ),
    /** The reference of a refund made outside the gateway (only when the gateway cannot refund online). */
    externalReference: z.optional(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(refundDecisionLimits.referenceMax)),
    ),
    /** Who decided (a name or initials), kept with the decision. */
    decidedBy: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  })
  .check(
    z.refine((d) => d.outcome === 'refunded' || d.reason !== undefined, {
      message: 'reason: required to decline',
      path: ['reason'],
    }),
  );
export type RefundDecisionRequest = z.infer<typeof refundDecisionRequestSchema>;

export const refundReviewSchema = z.object({
  request: refundRequestSchema,
  studentEmail: z.string(),
  courseName: z.string(),
  gateway: z.string(),
  /** The gateway refunds online; otherwise a refund needs an externalReference. */
  gatewayRefunds: z.boolean(),
  /** The gateway already refunded (or was asked to): only a refund can decide it. */
  refunding: z.boolean(),
});
export type RefundReview = z.infer<typeof refundReviewSchema>;
export const refundReviewListSchema = z.object({ requests: z.array(refundReviewSchema) });
