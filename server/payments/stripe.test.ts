import { describe, expect, it } from 'vitest';

import type { Ctx } from '../context';
import type { CheckoutContext } from './gateways';
import { stripeGateway } from './stripe';

const checkoutOf = (nonce: string): CheckoutContext => ({
  request: { nonceFromTheClient: nonce } as CheckoutContext['request'],
  student: { student_id: 10042 } as CheckoutContext['student'],
  course: {} as CheckoutContext['course'],
  amount: 24.95,
  idempotencyKey: 'key-123456',
});

/** A fetch that answers every call 200 with `answer` as JSON, and the calls it was given. */
function recordingFetch(answer: object) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof fetch;
  return { calls, fake };
}

describe('Stripe adapter (no network: fetch is replaced)', () => {
  it('confirms a PaymentIntent in cents with the Idempotency-Key and answers its id', async () => {
    const { calls, fake } = recordingFetch({ id: 'pi_123', status: 'succeeded' });
    const charge = await stripeGateway('sk_test_x', fake).charge({} as Ctx, checkoutOf('pm_card_visa'));
    expect(charge).toEqual({
      status: 'Completed',
      gatewayReference: 'pi_123',
      instrument: 'Card',
      paymentMethodId: 'pm_card_visa',
    });
    expect(calls[0].url).toBe('https://api.stripe.com/v1/payment_intents');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('10042:key-123456');
    expect(headers.authorization).toBe('Bearer sk_test_x');
    const form = new URLSearchParams(String(calls[0].init.body));
    expect(form.get('amount')).toBe('2495');
    expect(form.get('payment_method')).toBe('pm_card_visa');
  });

  it('maps a card error to 402 CARD_DECLINED', async () => {
    const fake = (async () =>
      new Response(JSON.stringify({ error: { type: 'card_error' } }), { status: 402 })) as unknown as typeof fetch;
    await expect(stripeGateway('sk_test_x', fake).charge({} as Ctx, checkoutOf('pm_x'))).rejects.toMatchObject({
      httpStatus: 402,
      code: 'CARD_DECLINED',
    });
  });

  it('voids a charge with a full refund of its PaymentIntent, once per intent', async () => {
    const { calls, fake } = recordingFetch({ id: 're_1', status: 'succeeded' });
    await stripeGateway('sk_test_x', fake).void!({} as Ctx, {
      gatewayReference: 'pi_123',
      amount: 24.95,
      studentId: 10042,
    });
    expect(calls[0].url).toBe('https://api.stripe.com/v1/refunds');
    expect((calls[0].init.headers as Record<string, string>)['idempotency-key']).toBe('void:pi_123');
    expect(new URLSearchParams(String(calls[0].init.body)).get('payment_intent')).toBe('pi_123');
  });

  it('reports a refund Stripe refused (the attempt stays to be retried)', async () => {
    const fake = (async () =>
      new Response(JSON.stringify({ error: { message: 'No such payment_intent' } }), {
        status: 400,
      })) as unknown as typeof fetch;
    await expect(
      stripeGateway('sk_test_x', fake).void!({} as Ctx, { gatewayReference: 'pi_x', amount: 1, studentId: 1 }),
    ).rejects.toThrow(/refund of pi_x failed/);
  });
});
