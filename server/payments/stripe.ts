import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import { ApiError } from '../http/envelope';
import type { PaymentGatewayAdapter } from './gateways';

export const stripeGatewayName = 'Stripe';
/** Below the payment claim's lease (payments/attempts.ts), so a claim is never taken over while Stripe may still answer. */
export const stripeRequestTimeoutMs = 30_000;

/**
 * Stripe PaymentIntents (used when STRIPE_SECRET_KEY is set). The browser tokenises the card with Stripe.js and sends
 * the PaymentMethod id as nonceFromTheClient; this confirms a PaymentIntent for it. Stripe's Idempotency-Key makes a
 * retried request charge once. Not reachable offline: only constructed in tests.
 */
export function stripeGateway(secretKey: string, fetchImpl: typeof fetch = fetch): PaymentGatewayAdapter {
  const post = (path: string, form: URLSearchParams, idempotencyKey: string) =>
    fetchImpl(`https://api.stripe.com/v1/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': idempotencyKey,
      },
      body: form,
      signal: AbortSignal.timeout(stripeRequestTimeoutMs),
    });
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
      const res = await post('payment_intents', form, `${student.student_id}:${idempotencyKey ?? ''}`);
      const body = (await res.json().catch(() => ({}))) as {
        id?: string; status?: string; error?: { type?: string };
        payment_method?: string; latest_charge?: string;
      };
      if (res.status === 402 || body.error?.type === 'card_error') {
        throw new ApiError(402, checkoutMessages.cardDeclined, checkoutFailureCodes.cardDeclined);
      }
      if (!res.ok || body.status !== 'succeeded' || !body.id) {
        throw new ApiError(502, 'The payment could not be completed. Please try again later.', failureCodes.serverError);
      }
      return { status: 'Completed', gatewayReference: body.id, instrument: 'Card', paymentMethodId: request.nonceFromTheClient ?? null };
    },
    /** A full refund of the PaymentIntent (confirmed intents are captured, so a refund is the void). */
    async void(_ctx, { gatewayReference }) {
      const res = await post('refunds', new URLSearchParams({ payment_intent: gatewayReference, reason: 'duplicate' }), `void:${gatewayReference}`);
      const body = (await res.json().catch(() => ({}))) as { status?: string; error?: { message?: string } };
      if (!res.ok || !['succeeded', 'pending'].includes(body.status ?? '')) {
        throw new Error(`stripe: refund of ${gatewayReference} failed (${res.status} ${body.error?.message ?? body.status ?? ''})`);
      }
    },
  };
}
