import type { z } from 'zod';
import { bypassPaymentGateway, registrationFailureCodes, registrationMessages, type checkoutRequestSchema } from '../../contracts/registration';
import type { Ctx } from '../context';
import { attributeIsTrue, effectiveAttributes, isGsaCourse, type CourseConfigRow } from '../courses';
import { ApiError } from '../http/envelope';
import { gsaOrganisationId } from '../seed/catalog';
import type { StudentRow } from '../students';

export type CheckoutRequestBody = z.infer<typeof checkoutRequestSchema>;

/** What a gateway sees of a checkout (already authenticated: the student is the session's). */
export interface CheckoutContext {
  request: CheckoutRequestBody;
  student: StudentRow;
  course: CourseConfigRow;
}

/** A gateway's verdict: the transaction to record. */
export interface GatewayCharge {
  /** payment_transactions.status */
  status: 'Completed';
  /** Reference of the gateway (card payments later); null for the bypass. */
  gatewayReference: string | null;
}

/**
 * A payment gateway adapter. `charge` refuses with an ApiError or answers the charge to record; it runs before the
 * database transaction that records it (a card gateway would authorise here and capture or void afterwards).
 */
export interface PaymentGatewayAdapter {
  /** Gateway name as the app sends it (compared case-insensitively). */
  readonly name: string;
  charge(ctx: Ctx, checkout: CheckoutContext): Promise<GatewayCharge>;
}

const refuse = (message: string) => new ApiError(400, message, registrationFailureCodes.paymentBypassRefused);

/**
 * 02 §4 Payment bypass: a zero-amount transaction, allowed when PAYMENT_BYPASS is 'true' for the student's
 * organisation (a course config attribute overrides it, as in the logo answer). GSA (organisation 1481 or a GSA
 * course) also requires isGSACourse.
 */
export const bypassGateway: PaymentGatewayAdapter = {
  name: bypassPaymentGateway,
  async charge(ctx, { request, student, course }) {
    const attrs = await effectiveAttributes(ctx.db, student.organisation_id, course.config_course_id);
    if (!attributeIsTrue(attrs, 'PAYMENT_BYPASS')) throw refuse(registrationMessages.bypassNotAllowed);
    if (request.totalAmount !== 0) throw refuse(registrationMessages.bypassAmount);
    const gsa = student.organisation_id === gsaOrganisationId || request.organisationId === gsaOrganisationId || isGsaCourse(course);
    if (gsa && !request.isGSACourse) throw refuse(registrationMessages.bypassGsaRequired);
    return { status: 'Completed', gatewayReference: null };
  },
};

/** The gateways this server offers; card gateways (Stripe, Tilled, …) join here in a later issue. */
export function createGatewayRegistry(adapters: PaymentGatewayAdapter[] = [bypassGateway]) {
  const byName = new Map(adapters.map((a) => [a.name.toUpperCase(), a]));
  return {
    get(name: string): PaymentGatewayAdapter {
      const adapter = byName.get(name.trim().toUpperCase());
      if (!adapter) throw new ApiError(400, registrationMessages.gatewayUnavailable, registrationFailureCodes.gatewayUnavailable);
      return adapter;
    },
  };
}
export type GatewayRegistry = ReturnType<typeof createGatewayRegistry>;
