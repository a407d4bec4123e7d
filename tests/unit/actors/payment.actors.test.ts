import { describe, expect, it } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { invalidAnswer } from '@shared/api/failures';
import { createPaymentActors } from '@flows/payment/payment.actors';

import { cardMethod, cardOnlyTokens, sandboxTokens, testCard } from '../../model/payment.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createPaymentActors(fakeArea(checkoutEndpoints, calls), fakeArea(courseCheckoutEndpoints, calls));
const checkoutRequest = {
  studentId: 501,
  organisationId: 1001,
  paymentGateway: 'Sandbox',
  totalAmount: 25,
  nonceFromTheClient: 'pm_sandbox_1',
  idempotencyKey: 'attempt-0001',
};
const purchase = (paymentStatus: string, studentPaymentTrxId: number) => ({
  studentPaymentTrxId,
  studentCourse: { studentCourseId: 7001, configCourseId: 611 },
  paymentStatus,
});

describe('createPaymentActors', () => {
  it.each([
    {
      name: 'loadClientTokens answers the card and wallet tokens',
      actor: 'loadClientTokens',
      input: undefined,
      call: 'paymentClientTokens',
      data: sandboxTokens,
      sent: [],
    },
    {
      name: 'loadClientTokens answers card-only tokens',
      actor: 'loadClientTokens',
      input: undefined,
      call: 'paymentClientTokens',
      data: cardOnlyTokens,
      sent: [],
    },
    {
      name: 'createPaymentMethod answers the created method',
      actor: 'createPaymentMethod',
      input: testCard(),
      call: 'createPaymentMethod',
      data: cardMethod,
      sent: [testCard()],
    },
  ])('$name', async ({ actor, input, call, data, sent }) => {
    const { result, calls } = await outcomeOf(actorsWith, actor, input, { [call]: envelope(data) });
    expect(result).toEqual({ output: data });
    expect(calls[call]).toHaveBeenCalledWith(...sent, expect.any(AbortSignal));
  });

  it.each([
    {
      name: 'a charge',
      answer: envelope(purchase('Completed', 9001)),
      expected: { output: { studentPaymentTrxId: 9001, studentCourseId: 7001, paymentStatus: 'Completed' } },
    },
    {
      name: 'pay later',
      answer: envelope(purchase('PaymentPending', 9002)),
      expected: { output: { studentPaymentTrxId: 9002, studentCourseId: 7001, paymentStatus: 'PaymentPending' } },
    },
    // The registration's bypass checkouts accept an answer without data; the payment panel needs the purchase.
    { name: 'an answer without the purchase', answer: noData(), expected: { error: invalidAnswer } },
  ])('checkout answers the purchase of $name', async ({ answer, expected }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'checkout', checkoutRequest, { checkout: answer });
    expect(result).toEqual(expected);
    expect(calls.checkout).toHaveBeenCalledWith(checkoutRequest, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['loadClientTokens', 'paymentClientTokens', undefined],
    ['createPaymentMethod', 'createPaymentMethod', testCard()],
    ['checkout', 'checkout', checkoutRequest],
  ]);
});
