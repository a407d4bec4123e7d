import type { AnyEventObject, SnapshotFrom } from 'xstate';

import {
  type CheckoutResult,
  type PaymentInput,
  paymentMachine,
  type PaymentMethodChoice,
  redirectProgress,
} from '@machines/payment';

import { type Arrival, effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import {
  cardMethod,
  cardOnlyTokens,
  paid,
  parentEmail,
  paymentInputs,
  pendingPayment,
  refusals,
  sandboxTokens,
  testCard,
} from './payment.fixtures';

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** Every submit of the model is the same attempt's key; the view driver makes crypto.randomUUID answer it. */
export const attemptKey = 'attempt-0001';

const select = (method: PaymentMethodChoice) => ({ type: 'method.select', method });

/**
 * Method switches: every method from the first choice, and card ⇄ wallet once the client tokens are loaded
 * (so the 'already loaded' branches run); other switches add paths without adding transitions.
 */
function switches(s: Snapshot): AnyEventObject[] {
  if (s.matches({ methods: 'selecting' }))
    return (['card', 'wallet', 'payLater', 'parentRequest'] as const).map(select);
  if (s.matches({ methods: { card: 'editing' } }) && !s.context.failure) return [select('wallet')];
  if (s.matches({ methods: { wallet: 'ready' } }) || s.matches({ methods: { wallet: 'unavailable' } }))
    return [select('card')];
  return [];
}

/** The loader's answers are planned at its start and at its cap: the percentages between only tick. */
const loaderAnswers = (s: Snapshot) => s.context.progress === 0 || s.context.progress === redirectProgress.cap;

function userEvents(s: Snapshot): AnyEventObject[] {
  // The card is attempted with the tokens that offer a wallet; the card-only tokens are there for the wallet's branches.
  const cardAttempts = s.context.clientTokens?.wallet
    ? [{ type: 'card.submit', card: testCard(), idempotencyKey: attemptKey }]
    : [];
  return [
    ...switches(s),
    ...(s.matches({ methods: { card: 'editing' } }) ? cardAttempts : []),
    ...(s.matches({ methods: { wallet: 'ready' } }) ? [{ type: 'wallet.submit', idempotencyKey: attemptKey }] : []),
    ...(s.matches({ methods: { payLater: 'ready' } }) ? [{ type: 'payLater.submit', idempotencyKey: attemptKey }] : []),
    ...(s.matches({ methods: { parentRequest: 'editing' } })
      ? [{ type: 'parentRequest.submit', requestEmail: parentEmail, idempotencyKey: attemptKey }]
      : []),
    ...(s.matches({ bypass: 'ready' }) ? [{ type: 'bypass.submit', idempotencyKey: attemptKey }] : []),
    ...(s.hasTag('retryable') ? [{ type: 'payment.retry' }] : []),
    ...(s.matches('requested') ? [{ type: 'paymentRequested.done' }] : []),
  ];
}

function outcomes(s: Snapshot): AnyEventObject[] {
  const inLoader = s.matches('cardPaying') || s.matches('walletPaying');
  if (inLoader && !loaderAnswers(s)) return [];
  const events: AnyEventObject[] = [];
  if (invokes(s, 'loadClientTokens')) {
    events.push(done('loadClientTokens', sandboxTokens), failed('loadClientTokens', refusals.network));
    if (s.matches({ methods: 'wallet' })) events.push(done('loadClientTokens', cardOnlyTokens));
  }
  if (invokes(s, 'createPaymentMethod'))
    events.push(done('createPaymentMethod', cardMethod), failed('createPaymentMethod', refusals.cardInvalid));
  if (invokes(s, 'checkout')) {
    const answer = s.matches('payingLater') || s.matches('requestingParent') ? pendingPayment : paid;
    events.push(
      done('checkout', answer),
      failed('checkout', refusals.alreadyPaid),
      failed('checkout', refusals.inProgress),
    );
    if (s.matches('cardPaying')) events.push(failed('checkout', refusals.declined));
  }
  return events;
}

/**
 * The purchase the checkout answered, stored for the next page (studentCourseId, studentPaymentTrxId); the fast
 * lane's step only after a charge, the upsell cart's payload when it was the upsell cart.
 */
function storedPurchase({ event, input }: Arrival<Snapshot>, charged: boolean) {
  const { studentCourseId, studentPaymentTrxId } = event.output as CheckoutResult;
  const { variant } = (input as PaymentInput).order;
  return effect('storePurchase', {
    studentCourseId,
    studentPaymentTrxId,
    fastLane: charged && variant === 'fastLane',
    upsellCart: variant === 'upsell',
  });
}

export const paymentModel: FlowModel<typeof paymentMachine> = {
  id: 'payment',
  title:
    'Payment panel: card, wallet, pay later, parent payment request, bypass; the redirect loader; one charge per attempt (02 §2–§4)',
  machine: paymentMachine,
  input: paymentInputs.everyMethod,
  inputs: [
    { name: 'free order', input: paymentInputs.free },
    { name: 'express chose card', input: paymentInputs.expressCard },
    { name: 'express chose PayPal', input: paymentInputs.expressWallet },
  ],
  // The express variants only show where the panel opens: the methods themselves are planned from the first input.
  events: (s) => (s.context.options.preferred ? [] : [...userEvents(s), ...outcomes(s), ...timers(s)]),
  describeEvent: (e) => {
    switch (e.type) {
      case 'method.select':
        return `the student chooses ${String(e.method)}`;
      case 'card.submit':
        return 'the student fills in the card form (Card number, Expiration (MM/YY), CVC, Name on card, ZIP) and pays';
      case 'wallet.submit':
        return "the student chooses 'Pay with PayPal'";
      case 'payLater.submit':
        return "the student chooses 'Enroll and pay later'";
      case 'parentRequest.submit':
        return `the student asks a parent to pay (${String(e.requestEmail)})`;
      case 'bypass.submit':
        return "the student chooses 'Complete enrollment'";
      case 'payment.retry':
        return "the student chooses 'Try again' (the same attempt: the same idempotency key)";
      case 'paymentRequested.done':
        return "the student chooses 'Done' in 'Payment Requested'";
      default:
        return undefined;
    }
  },
  sideEffects: {
    // Paid: the receipt (thank-you) page.
    completed: (arrival) => [storedPurchase(arrival, true), navigate('/home/view-billing-details')],
    // Pay later: the dashboard shows the course as payment pending.
    pending: (arrival) => [storedPurchase(arrival, false), navigate('/home/dashboard')],
    // Asked a parent: isParentPaymentRequest, and the 'Payment Requested' modal stays until Done.
    requested: (arrival) => [storedPurchase(arrival, false), effect('storeParentRequest')],
    finished: [navigate('/home/dashboard')],
    // Already paid: the message with a link; nothing stored, no navigation.
    alreadyPaid: [],
  },
};
