import type { z } from 'zod';

import {
  bypassPaymentGateway,
  checkoutFailureCodes,
  checkoutMessages,
  type checkoutRequestSchema,
} from '../../contracts/checkout';
import type { paymentModes } from '../../contracts/orders';
import type { Ctx } from '../context';
import { attributeIsTrue, type CourseConfigRow, effectiveAttributes, gsaOrganisationId, isGsaCourse } from '../courses';
import { ApiError } from '../http/envelope';
import type { StudentRow } from '../students';

export type CheckoutRequestBody = z.infer<typeof checkoutRequestSchema>;
export type PaymentMode = (typeof paymentModes)[number];

/** What a gateway sees of a checkout (already authenticated: the student is the session's). */
export interface CheckoutContext {
  request: CheckoutRequestBody;
  student: StudentRow;
  course: CourseConfigRow;
  /** The amount to charge (the server-priced total, or the pending transaction's amount). */
  amount: number;
  /** The payment attempt's key (every checkout carries one). */
  idempotencyKey?: string;
  /** The claimed payment attempt (payment_attempts) this charge belongs to; gateways tag their charge with it. */
  attemptId?: number;
}

/** A gateway's verdict: the transaction to record. */
export interface GatewayCharge {
  /** payment_transactions.status */
  status: 'Completed' | 'PaymentPending';
  /** The gateway's reference of the charge; null for the bypass and pay later. */
  gatewayReference: string | null;
  /** What the receipt shows, e.g. 'Visa •••• 4242' or 'PayPal'; never card data beyond brand and last four. */
  instrument: string | null;
  /** The payment method / approval charged (purchase record nonceFromTheClient). */
  paymentMethodId: string | null;
}

/** A charge to give back: the gateway's reference and what was taken. */
export interface ChargeToVoid {
  gatewayReference: string;
  amount: number;
  studentId: number;
}

/** Part or all of a charge to give back to the student (a refund). */
export interface RefundOfCharge {
  gatewayReference: string;
  amount: number;
  studentId: number;
  /** Stable for one refund request: the gateway refunds once however often it is asked with it. */
  idempotencyKey: string;
}

/** A refund the gateway made (or accepted and will settle: Stripe's 'pending'). */
export interface GatewayRefund {
  reference: string;
}

/**
 * A payment gateway adapter. `check` refuses a checkout it cannot take (no side effects; runs before pricing);
 * `charge` charges or refuses with an ApiError; it runs after the purchase is claimed (payments/attempts.ts) and
 * before the database transaction that records it. `void` gives back a charge whose recording failed (required of
 * every gateway that takes money: a charge without a record must not stay).
 */
export interface PaymentGatewayAdapter {
  /** Gateway name as the app sends it (compared case-insensitively). */
  readonly name: string;
  readonly mode: PaymentMode;
  /** Card and wallet payments need an idempotency key (a double submit must charge once). */
  readonly requiresIdempotencyKey: boolean;
  /** True when the adapter itself decides the amount (the sponsored bypass): server pricing is not compared. */
  skipsPricing?(ctx: Ctx, checkout: CheckoutContext): Promise<boolean>;
  check?(ctx: Ctx, checkout: CheckoutContext): Promise<void>;
  charge(ctx: Ctx, checkout: CheckoutContext): Promise<GatewayCharge>;
  void?(ctx: Ctx, charge: ChargeToVoid): Promise<void>;
  /**
   * Gives back part or all of a charge. Refuses with an ApiError (refundFailureCodes.refused, or a 502 when
   * the gateway did not answer); a repeat with the same idempotency key makes no second refund. Gateways that take no
   * money (bypass, pay later) have none.
   */
  refund?(ctx: Ctx, refund: RefundOfCharge): Promise<GatewayRefund>;
}

const refuse = (message: string) => new ApiError(400, message, checkoutFailureCodes.paymentBypassRefused);

async function bypassSponsored(ctx: Ctx, { student, course }: CheckoutContext) {
  const attrs = await effectiveAttributes(ctx.db, student.organisation_id, course.config_course_id);
  return attributeIsTrue(attrs, 'PAYMENT_BYPASS');
}

/**
 * 02 §4 Payment bypass: a zero-amount transaction, allowed when PAYMENT_BYPASS is 'true' for the student's
 * organisation (a course config attribute overrides it, as in the logo answer), or when a valid discount code makes
 * the server-priced total zero (pricing checks that). GSA (organisation 1481 or a GSA course) also requires isGSACourse.
 */
export const bypassGateway: PaymentGatewayAdapter = {
  name: bypassPaymentGateway,
  mode: 'Bypass',
  requiresIdempotencyKey: false,
  skipsPricing: bypassSponsored,
  async check(ctx, checkout) {
    const { request, student, course } = checkout;
    if (!(await bypassSponsored(ctx, checkout)) && !request.discount) throw refuse(checkoutMessages.bypassNotAllowed);
    if (request.totalAmount !== 0) throw refuse(checkoutMessages.bypassAmount);
    const gsa =
      student.organisation_id === gsaOrganisationId ||
      request.organisationId === gsaOrganisationId ||
      isGsaCourse(course);
    if (gsa && !request.isGSACourse) throw refuse(checkoutMessages.bypassGsaRequired);
  },
  async charge() {
    return { status: 'Completed', gatewayReference: null, instrument: null, paymentMethodId: null };
  },
};

/** The gateways this server offers (see createDefaultGateways in payments/index.ts). */
export function createGatewayRegistry(adapters: PaymentGatewayAdapter[] = [bypassGateway]) {
  const byName = new Map(adapters.map((a) => [a.name.toUpperCase(), a]));
  return {
    get(name: string): PaymentGatewayAdapter {
      const adapter = byName.get(name.trim().toUpperCase());
      if (!adapter)
        throw new ApiError(400, checkoutMessages.gatewayUnavailable, checkoutFailureCodes.gatewayUnavailable);
      return adapter;
    },
    has: (name: string) => byName.has(name.trim().toUpperCase()),
  };
}
export type GatewayRegistry = ReturnType<typeof createGatewayRegistry>;
