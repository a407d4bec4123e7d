import * as z from 'zod/mini';

import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import { refundFailureCodes, refundMessages } from '../../contracts/refunds';
import { ApiError } from '../http/envelope';
import { fetchJson, type OutboundAnswer, type OutboundLog, readAnswer, silentLog } from '../http/outbound';
import { defaultTimeouts } from '../timeouts';
import type { PaymentGatewayAdapter } from './gateways';

export const stripeGatewayName = 'Stripe';
export const stripeUnavailableMessage = 'The payment could not be completed. Please try again later.';

/** Stripe's error answer (any non-2xx): only the fields read here. */
const stripeErrorAnswer = z.object({
  error: z.object({ type: z.optional(z.string()), message: z.optional(z.string()) }),
});
/** A PaymentIntent (POST /v1/payment_intents). */
const paymentIntentAnswer = z.object({ id: z.string().check(z.minLength(1)), status: z.string() });
/** A Refund (POST /v1/refunds). */
const refundAnswer = z.object({ status: z.string() });
/** A Refund with its id (partial refunds keep it). */
const partialRefundAnswer = z.object({ id: z.string().check(z.minLength(1)), status: z.string() });

export interface StripeOptions {
  /** Deadline of one call, its answer's body included (server config `timeouts.paymentGatewayMs`). */
  timeoutMs?: number;
  /** Where unexpected answers, time-outs and refusals are logged (buildApp passes its logger). */
  log?: OutboundLog;
}

/**
 * Stripe PaymentIntents (used when STRIPE_SECRET_KEY is set). The browser tokenises the card with Stripe.js and sends
 * the PaymentMethod id as nonceFromTheClient; this confirms a PaymentIntent for it. Stripe's Idempotency-Key makes a
 * retried request charge once. Not reachable offline: only constructed in tests.
 */
export function stripeGateway(
  secretKey: string,
  fetchImpl: typeof fetch = fetch,
  options: StripeOptions = {},
): PaymentGatewayAdapter {
  const timeoutMs = options.timeoutMs ?? defaultTimeouts.paymentGatewayMs;
  const log = options.log ?? silentLog;
  const unavailable = () => new ApiError(502, stripeUnavailableMessage, failureCodes.serverError);
  /** A POST to Stripe; no answer in time (or none at all) is reported through `failure`. */
  const post = async (
    path: string,
    form: URLSearchParams,
    idempotencyKey: string,
    failure: (err: unknown) => Error,
  ): Promise<OutboundAnswer> => {
    try {
      return await fetchJson(
        fetchImpl,
        `https://api.stripe.com/v1/${path}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': idempotencyKey,
          },
          body: form,
        },
        timeoutMs,
      );
    } catch (err) {
      log.error({ err, path }, `stripe: ${path} call failed (${err instanceof Error ? err.message : String(err)})`);
      throw failure(err);
    }
  };
  return {
    name: stripeGatewayName,
    mode: 'Card',
    requiresIdempotencyKey: true,
    async check(_ctx, { request }) {
      if (!request.nonceFromTheClient?.startsWith('pm_')) {
        throw new ApiError(400, 'nonceFromTheClient: a Stripe payment method id is required', failureCodes.validation);
      }
    },
    async charge(_ctx, { request, student, amount, idempotencyKey, attemptId }) {
      const form = new URLSearchParams({
        amount: String(Math.round(amount * 100)),
        currency: 'usd',
        payment_method: request.nonceFromTheClient ?? '',
        confirm: 'true',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        'metadata[student_id]': String(student.student_id),
        ...(attemptId === undefined ? {} : { 'metadata[payment_attempt_id]': String(attemptId) }),
      });
      const res = await post('payment_intents', form, `${student.student_id}:${idempotencyKey ?? ''}`, unavailable);
      const refusal = readAnswer(stripeErrorAnswer, res.body);
      if (res.status === 402 || (refusal.ok && refusal.data.error.type === 'card_error')) {
        throw new ApiError(402, checkoutMessages.cardDeclined, checkoutFailureCodes.cardDeclined);
      }
      if (!res.ok) {
        log.error(
          { httpStatus: res.status, type: refusal.ok ? refusal.data.error.type : undefined },
          `stripe: payment intent refused (${res.status})`,
        );
        throw unavailable();
      }
      const intent = readAnswer(paymentIntentAnswer, res.body);
      if (!intent.ok) {
        log.error(
          { httpStatus: res.status, problems: intent.problems },
          'stripe: unexpected payment intent answer; reported as a gateway failure',
        );
        throw unavailable();
      }
      if (intent.data.status !== 'succeeded') {
        log.error(
          { paymentIntent: intent.data.id, intentStatus: intent.data.status },
          `stripe: payment intent ${intent.data.status}, not succeeded`,
        );
        throw unavailable();
      }
      return {
        status: 'Completed',
        gatewayReference: intent.data.id,
        instrument: 'Card',
        paymentMethodId: request.nonceFromTheClient ?? null,
      };
    },
    /** A full refund of the PaymentIntent (confirmed intents are captured, so a refund is the void). */
    async void(_ctx, { gatewayReference }) {
      const refundFailed = (detail: string) => new Error(`stripe: refund of ${gatewayReference} failed (${detail})`);
      const res = await post(
        'refunds',
        new URLSearchParams({ payment_intent: gatewayReference, reason: 'duplicate' }),
        `void:${gatewayReference}`,
        (err) => refundFailed(err instanceof Error ? err.message : String(err)),
      );
      if (!res.ok) {
        const refusal = readAnswer(stripeErrorAnswer, res.body);
        throw refundFailed(`${res.status} ${refusal.ok ? (refusal.data.error.message ?? '') : ''}`);
      }
      const refund = readAnswer(refundAnswer, res.body);
      if (!refund.ok) {
        log.error(
          { httpStatus: res.status, problems: refund.problems },
          'stripe: unexpected refund answer; reported as a failed refund',
        );
        throw refundFailed(`${res.status} unexpected answer`);
      }
      if (!['succeeded', 'pending'].includes(refund.data.status))
        throw refundFailed(`${res.status} ${refund.data.status}`);
    },
    /**
     * A refund of part or all of a PaymentIntent. Stripe's Idempotency-Key makes a repeat answer the first
     * refund. A refusal (4xx, a failed or cancelled refund) is the student's answer; no answer is a 502 (the same key
     * may be tried again safely).
     */
    async refund(_ctx, { gatewayReference, amount, studentId, idempotencyKey }) {
      const refusedByStripe = () => new ApiError(402, refundMessages.refused, refundFailureCodes.refused);
      // No answer: whether Stripe refunded is unknown; the same key asked again answers the first refund, if any.
      const noAnswer = () => new ApiError(502, refundMessages.refused, refundFailureCodes.refused);
      const res = await post(
        'refunds',
        new URLSearchParams({
          payment_intent: gatewayReference,
          amount: String(Math.round(amount * 100)),
          reason: 'requested_by_customer',
          'metadata[student_id]': String(studentId),
        }),
        `refund:${idempotencyKey}`,
        noAnswer,
      );
      if (res.status >= 400 && res.status < 500) {
        const refusal = readAnswer(stripeErrorAnswer, res.body);
        log.error(
          { httpStatus: res.status, type: refusal.ok ? refusal.data.error.type : undefined },
          `stripe: refund of ${gatewayReference} refused (${res.status})`,
        );
        throw refusedByStripe();
      }
      const refund = readAnswer(partialRefundAnswer, res.body);
      if (!res.ok || !refund.ok) {
        log.error({ httpStatus: res.status }, 'stripe: unexpected refund answer; reported as a gateway failure');
        throw noAnswer();
      }
      if (!['succeeded', 'pending'].includes(refund.data.status)) throw refusedByStripe();
      return { reference: refund.data.id };
    },
  };
}
