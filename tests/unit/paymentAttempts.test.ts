import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { type CheckoutRequest, paymentMachine } from '@machines/payment';

import { cardMethod, paid, paymentInputs, refusals, sandboxTokens, testCard } from '../model/payment.fixtures';

/** Checkout answers in order; every request the machine sent is kept. */
function scriptedPayment(checkoutAnswers: Array<{ ok: boolean; value: unknown }>) {
  const checkouts: CheckoutRequest[] = [];
  const logic = paymentMachine.provide({
    actors: {
      loadClientTokens: fromPromise(async () => sandboxTokens),
      createPaymentMethod: fromPromise(async () => cardMethod),
      checkout: fromPromise(async ({ input }: { input: CheckoutRequest }) => {
        checkouts.push(input);
        const answer = checkoutAnswers.shift();
        if (!answer) throw new Error('No more checkout answers scripted');
        if (!answer.ok) throw answer.value;
        return answer.value as typeof paid;
      }),
    },
  });
  const actor = createActor(logic, { input: paymentInputs.everyMethod }).start();
  return { actor, checkouts };
}

describe('payment attempts and idempotency keys (a double submit charges once)', () => {
  it("'Try again' repeats the attempt with its key and card; a new submit after a decline is a new attempt", async () => {
    const { actor, checkouts } = scriptedPayment([
      { ok: false, value: refusals.network },
      { ok: false, value: refusals.declined },
      { ok: true, value: paid },
    ]);
    actor.send({ type: 'method.select', method: 'card' });
    await waitFor(actor, (s) => s.matches({ methods: { card: 'editing' } }));

    actor.send({ type: 'card.submit', card: testCard(), idempotencyKey: 'attempt-first' });
    // A second click while paying is not an event the machine takes: nothing is sent twice.
    actor.send({ type: 'card.submit', card: testCard(), idempotencyKey: 'attempt-double-click' });
    await waitFor(actor, (s) => s.matches({ methods: { card: 'failed' } }));

    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ methods: { card: 'editing' } }));
    expect(actor.getSnapshot().context.failure).toEqual(refusals.declined);

    actor.send({ type: 'card.submit', card: testCard(), idempotencyKey: 'attempt-second' });
    await waitFor(actor, (s) => s.matches('completed'));

    expect(checkouts.map((c) => c.idempotencyKey)).toEqual(['attempt-first', 'attempt-first', 'attempt-second']);
    expect(
      checkouts.every(
        (c) => c.nonceFromTheClient === cardMethod.paymentMethodId && c.paymentGateway === sandboxTokens.card.gateway,
      ),
    ).toBe(true);
    expect(actor.getSnapshot().context.progress).toBe(100);
  });

  it('a zero total is a bypass for organisation 1481 with the GSA flag', async () => {
    const checkouts: CheckoutRequest[] = [];
    const logic = paymentMachine.provide({
      actors: {
        checkout: fromPromise(async ({ input }: { input: CheckoutRequest }) => {
          checkouts.push(input);
          return paid;
        }),
      },
    });
    const actor = createActor(logic, { input: paymentInputs.free }).start();
    expect(actor.getSnapshot().matches({ bypass: 'ready' })).toBe(true);
    actor.send({ type: 'bypass.submit', idempotencyKey: 'attempt-bypass' });
    await waitFor(actor, (s) => s.matches('completed'));
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({
      paymentGateway: 'BYPASSPAYMENT',
      totalAmount: 0,
      isGatewayBypass: true,
      isGSACourse: true,
      organisationId: 1481,
    });
  });
});
