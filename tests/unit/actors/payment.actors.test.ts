import { describe } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { invalidAnswer } from '@shared/api/failures';
import { createPaymentActors } from '@flows/payment/payment.actors';

import { cardMethod, cardOnlyTokens, sandboxTokens, testCard } from '../../model/payment.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough, handedOn, noData } from './actorTable';

const actorsWith = actorsOver(createPaymentActors, checkoutEndpoints, courseCheckoutEndpoints);
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
  answersTable(
    'loadClientTokens answers $name',
    actorsWith,
    { actor: 'loadClientTokens', call: 'paymentClientTokens', input: undefined, sent: [] },
    [
      { name: 'the card and wallet tokens', ...handedOn(sandboxTokens) },
      { name: 'card-only tokens', ...handedOn(cardOnlyTokens) },
    ],
  );

  answersTable(
    'createPaymentMethod answers $name',
    actorsWith,
    { actor: 'createPaymentMethod', call: 'createPaymentMethod', input: testCard() },
    [{ name: 'the created method', ...handedOn(cardMethod) }],
  );

  answersTable(
    'checkout answers the purchase of $name',
    actorsWith,
    { actor: 'checkout', call: 'checkout', input: checkoutRequest },
    [
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
    ],
  );

  failuresPassThrough(actorsWith, [
    ['loadClientTokens', 'paymentClientTokens', undefined],
    ['createPaymentMethod', 'createPaymentMethod', testCard()],
    ['checkout', 'checkout', checkoutRequest],
  ]);
});
