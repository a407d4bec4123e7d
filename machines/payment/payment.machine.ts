import { assertEvent } from 'xstate';

import * as routes from '@contracts/pages';

import { failureParams } from '../shared/failure';
import { paymentSetup } from './payment.setup';
import { redirectLoader } from './redirectProgress';

/** The failures of a checkout the student can act on: already paid ends the panel, the rest offers 'Try again'. */
const checkoutRefused = (retryState: string) =>
  [
    {
      guard: { type: 'alreadyPaid', params: failureParams },
      target: '#payment.alreadyPaid',
      actions: { type: 'keepFailure', params: failureParams },
    },
    { target: retryState, actions: { type: 'keepFailure', params: failureParams } },
  ] as const;

import { keyOf, paymentMethodOf, purchaseStorage, requestEmailOf, tokensOf, walletOf } from './paymentContext';
import {
  bypassCheckout,
  cardCheckout,
  parentRequestCheckout,
  payLaterCheckout,
  walletCheckout,
} from './paymentRequest';

/**
 * 02 §3–§4 Payment: the offered ways to pay (card through the server's gateway, wallet, pay later, a parent
 * payment request) or, for a zero total, the payment bypass. Each submit is one attempt with its own
 * idempotency key; 'Try again' repeats the attempt with the same key, so the server charges once.
 */
export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({ order: input.order, options: input.options, progress: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'freeOrder', target: 'bypass', meta: { spec: '02 §4 Payment bypass' } },
        {
          guard: { type: 'preferred', params: { method: 'card' } },
          target: 'methods.card',
          description: "The express page's choice (stored paymentMethod).",
        },
        { guard: { type: 'preferred', params: { method: 'wallet' } }, target: 'methods.wallet' },
        { target: 'methods' },
      ],
    },
    methods: {
      description: 'The offered ways to pay; the student may switch while nothing is being paid.',
      initial: 'selecting',
      on: {
        'method.select': [
          { guard: { type: 'chose', params: { method: 'card' } }, target: '.card' },
          { guard: { type: 'chose', params: { method: 'wallet' } }, target: '.wallet' },
          { guard: { type: 'chose', params: { method: 'payLater' } }, target: '.payLater' },
          { guard: { type: 'chose', params: { method: 'parentRequest' } }, target: '.parentRequest' },
        ],
      },
      states: {
        selecting: {},
        card: {
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'tokensLoaded', target: 'editing' }, { target: 'loadingTokens' }] },
            loadingTokens: {
              invoke: {
                id: 'loadClientTokens',
                src: 'loadClientTokens',
                onDone: {
                  target: 'editing',
                  actions: { type: 'keepClientTokens', params: ({ event }) => event.output },
                },
                onError: { target: 'tokensFailed', actions: { type: 'keepFailure', params: failureParams } },
              },
            },
            tokensFailed: { tags: ['retryable'], on: { 'payment.retry': { target: 'loadingTokens' } } },
            editing: {
              description: 'The card form; a refused card shows its message above the form.',
              on: { 'card.submit': { target: '#payment.cardPaying', actions: 'startAttempt' } },
            },
            failed: {
              tags: ['retryable'],
              on: { 'payment.retry': { target: '#payment.cardPaying.steps.checkingOut' } },
            },
          },
        },
        wallet: {
          initial: 'starting',
          states: {
            starting: {
              always: [
                { guard: 'walletOffered', target: 'ready' },
                { guard: 'tokensLoaded', target: 'unavailable' },
                { target: 'loadingTokens' },
              ],
            },
            loadingTokens: {
              invoke: {
                id: 'loadClientTokens',
                src: 'loadClientTokens',
                onDone: [
                  {
                    guard: { type: 'walletInAnswer', params: ({ event }) => event.output },
                    target: 'ready',
                    actions: { type: 'keepClientTokens', params: ({ event }) => event.output },
                  },
                  { target: 'unavailable', actions: { type: 'keepClientTokens', params: ({ event }) => event.output } },
                ],
                onError: { target: 'tokensFailed', actions: { type: 'keepFailure', params: failureParams } },
              },
            },
            tokensFailed: { tags: ['retryable'], on: { 'payment.retry': { target: 'loadingTokens' } } },
            unavailable: { description: 'The server offers no wallet gateway.' },
            ready: { on: { 'wallet.submit': { target: '#payment.walletPaying', actions: 'startAttempt' } } },
            failed: { tags: ['retryable'], on: { 'payment.retry': { target: '#payment.walletPaying' } } },
          },
        },
        payLater: {
          initial: 'ready',
          states: {
            ready: { on: { 'payLater.submit': { target: '#payment.payingLater', actions: 'startAttempt' } } },
            failed: { tags: ['retryable'], on: { 'payment.retry': { target: '#payment.payingLater' } } },
          },
        },
        parentRequest: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'parentRequest.submit': {
                  target: '#payment.requestingParent',
                  actions: ['startAttempt', 'keepRequestEmail'],
                },
              },
            },
            failed: { tags: ['retryable'], on: { 'payment.retry': { target: '#payment.requestingParent' } } },
          },
        },
      },
    },
    cardPaying: {
      description: 'The payment-redirect loader covers the card form (kept, so the submit cannot run twice).',
      meta: { spec: '02 §2 Payment-redirect loader, §7 card payment method creation, Checkout' },
      type: 'parallel',
      entry: 'resetProgress',
      states: {
        progress: redirectLoader,
        steps: {
          initial: 'creatingMethod',
          states: {
            creatingMethod: {
              invoke: {
                id: 'createPaymentMethod',
                src: 'createPaymentMethod',
                input: ({ event }) => {
                  assertEvent(event, 'card.submit');
                  return event.card;
                },
                onDone: {
                  target: 'checkingOut',
                  actions: { type: 'keepPaymentMethod', params: ({ event }) => event.output },
                },
                onError: {
                  target: '#payment.methods.card.editing',
                  actions: { type: 'keepFailure', params: failureParams },
                },
              },
            },
            checkingOut: {
              invoke: {
                id: 'checkout',
                src: 'checkout',
                input: ({ context }) =>
                  cardCheckout(context.order, tokensOf(context), paymentMethodOf(context), keyOf(context)),
                onDone: {
                  target: '#payment.completed',
                  actions: { type: 'keepPaidPurchase', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: 'cardRefused', params: failureParams },
                    target: '#payment.methods.card.editing',
                    actions: { type: 'keepFailure', params: failureParams },
                    description:
                      "A refused card ('Your card was declined.') is shown above the card form: the spec gives no wording for it, see docs/decisions.md 'Ways to pay'.",
                    meta: { spec: '02 §7 Checkout' },
                  },
                  ...checkoutRefused('#payment.methods.card.failed'),
                ],
              },
            },
          },
        },
      },
    },
    walletPaying: {
      meta: { spec: '02 §2 Payment-redirect loader, §7 Checkout' },
      type: 'parallel',
      entry: 'resetProgress',
      states: {
        progress: redirectLoader,
        checkingOut: {
          invoke: {
            id: 'checkout',
            src: 'checkout',
            input: ({ context }) => walletCheckout(context.order, walletOf(context), keyOf(context)),
            onDone: {
              target: '#payment.completed',
              actions: { type: 'keepPaidPurchase', params: ({ event }) => event.output },
            },
            onError: checkoutRefused('#payment.methods.wallet.failed'),
          },
        },
      },
    },
    payingLater: {
      meta: { spec: '02 §4 Pay later' },
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => payLaterCheckout(context.order, keyOf(context)),
        onDone: { target: 'pending', actions: { type: 'keepPurchase', params: ({ event }) => event.output } },
        onError: checkoutRefused('#payment.methods.payLater.failed'),
      },
    },
    requestingParent: {
      meta: { spec: '02 §4 Parent payment request (requestEmail)' },
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => parentRequestCheckout(context.order, requestEmailOf(context), keyOf(context)),
        onDone: { target: 'requested', actions: { type: 'keepPurchase', params: ({ event }) => event.output } },
        onError: checkoutRefused('#payment.methods.parentRequest.failed'),
      },
    },
    bypass: {
      meta: { spec: '02 §4 Payment bypass' },
      initial: 'ready',
      states: {
        ready: { on: { 'bypass.submit': { target: 'checkingOut', actions: 'startAttempt' } } },
        checkingOut: {
          invoke: {
            id: 'checkout',
            src: 'checkout',
            input: ({ context }) => bypassCheckout(context.order, keyOf(context)),
            onDone: {
              target: '#payment.completed',
              actions: { type: 'keepPaidPurchase', params: ({ event }) => event.output },
            },
            onError: checkoutRefused('failed'),
          },
        },
        failed: { tags: ['retryable'], on: { 'payment.retry': { target: 'checkingOut' } } },
      },
    },
    completed: {
      description: 'Paid: the thank-you page.',
      type: 'final',
      entry: [
        { type: 'storePurchase', params: ({ context }) => purchaseStorage(context, true) },
        { type: 'navigate', params: { to: routes.billingDetails } },
      ],
    },
    pending: {
      description: 'Pay later: the dashboard shows the course as payment pending.',
      type: 'final',
      entry: [
        { type: 'storePurchase', params: ({ context }) => purchaseStorage(context, false) },
        { type: 'navigate', params: { to: routes.dashboard } },
      ],
    },
    requested: {
      description: "The 'Payment Requested' modal.",
      meta: { spec: '02 §2 Payment Requested modal' },
      entry: [
        { type: 'storePurchase', params: ({ context }) => purchaseStorage(context, false) },
        'storeParentRequest',
      ],
      on: { 'paymentRequested.done': { target: 'finished' } },
    },
    finished: { type: 'final', entry: { type: 'navigate', params: { to: routes.dashboard } } },
    alreadyPaid: { type: 'final', description: 'The message and a link to the dashboard.' },
  },
});
