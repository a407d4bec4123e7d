import { assign, setup } from 'xstate';

import type { NavigateParams } from '@contracts/routes';

import { type Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  CheckoutRequest,
  CheckoutResult,
  ClientTokens,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentMethod,
  PaymentMethodChoice,
  PaymentMethodRequest,
  PurchaseStorage,
} from './payment.types';
import { isAlreadyPaid, isCardRefused } from './paymentGuards';
import { nextRedirectProgress, redirectProgress } from './redirectProgress';

/** The payment machine's actors, actions, guards and delays (payment.machine.ts is its statechart). */
export const paymentSetup = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    loadClientTokens: provided<ClientTokens>('loadClientTokens'),
    createPaymentMethod: provided<PaymentMethod, PaymentMethodRequest>('createPaymentMethod'),
    checkout: provided<CheckoutResult, CheckoutRequest>('checkout'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** studentCourseId and studentPaymentTrxId; fast lane step '3'; clears the cart selection (and the upsell cart's payload). */
    storePurchase: (_, _params: PurchaseStorage) => {},
    /** isParentPaymentRequest 'true' (02 §4). */
    storeParentRequest: () => {},
    keepFailure: assign({ failure: (_, failure: Failure) => failure }),
    keepPurchase: assign({ purchase: (_, purchase: CheckoutResult) => purchase }),
    /** A charge went through: the loader shows 100 %. */
    keepPaidPurchase: assign({ purchase: (_, purchase: CheckoutResult) => purchase, progress: redirectProgress.done }),
    keepClientTokens: assign({ clientTokens: (_, clientTokens: ClientTokens) => clientTokens, failure: undefined }),
    keepPaymentMethod: assign({ paymentMethodId: (_, method: PaymentMethod) => method.paymentMethodId }),
    /** A new attempt: the submit's idempotency key; the last refusal is done with. */
    startAttempt: assign({
      idempotencyKey: ({ event }) => ('idempotencyKey' in event ? event.idempotencyKey : undefined),
      failure: undefined,
    }),
    keepRequestEmail: assign({
      requestEmail: ({ event }) => (event.type === 'parentRequest.submit' ? event.requestEmail : undefined),
    }),
    advanceProgress: assign({ progress: ({ context }) => nextRedirectProgress(context.progress) }),
    resetProgress: assign({ progress: 0 }),
  },
  guards: {
    freeOrder: ({ context }) => context.order.payment.totalAmount === 0,
    preferred: ({ context }, params: { method: PaymentMethodChoice }) => context.options.preferred === params.method,
    chose: ({ event }, params: { method: PaymentMethodChoice }) =>
      event.type === 'method.select' && event.method === params.method,
    tokensLoaded: ({ context }) => context.clientTokens !== undefined,
    walletOffered: ({ context }) => Boolean(context.clientTokens?.wallet),
    walletInAnswer: (_, clientTokens: ClientTokens) => Boolean(clientTokens.wallet),
    cardRefused: (_, failure: Failure) => isCardRefused(failure),
    alreadyPaid: (_, failure: Failure) => isAlreadyPaid(failure),
    belowProgressCap: ({ context }) => context.progress < redirectProgress.cap,
  },
  delays: {
    redirectProgressTick: timings.redirectProgressTick,
  },
});
