import { assertEvent, assign, not, setup } from 'xstate';

import type { Discount } from '@contracts/checkout';

import { type Failure, failureOf, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  ApplyDiscountInput,
  CartContext,
  CartEntry,
  CartEvent,
  CartOffer,
  CartSelection,
  LoadCartInput,
} from './cart.types';
import {
  audioUpgradeOffer,
  initialChoice,
  isCartEmpty,
  isReadOnlyCart,
  loadsUpsells,
  selectionOf,
  startsNewFlow,
} from './cartRules';

const audioOfferOf = (c: CartContext) => audioUpgradeOffer(c.entry.stateId, c.offer?.upsells ?? []);
const audioId = (c: CartContext) => audioOfferOf(c)?.upsellConfigCourse.configCourseId;
const withAudio = (c: CartContext) => {
  const id = audioId(c);
  return id === undefined || c.chosenUpsellIds.includes(id) ? c.chosenUpsellIds : [...c.chosenUpsellIds, id];
};
const isOffered = (c: CartContext, id: number) =>
  (c.offer?.upsells ?? []).some((u) => u.upsellConfigCourse.configCourseId === id);

/**
 * 02 §2 Cart: every cart page (normal, Arizona, upsell, express, parent-paid, scheduled, review). The student
 * chooses upsells, extras and a discount, then proceeds; the cart becomes read-only and the page shows payment.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartEntry,
  },
  actors: {
    loadCart: provided<CartOffer, LoadCartInput>('loadCart'),
    applyDiscount: provided<Discount, ApplyDiscountInput>('applyDiscount'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** 02 §4 Flow start: forget the stored cart choice, audio-upgrade and audio-skip flags. */
    resetStoredSelection: () => {},
    /** Stores audioUpgradeAdded. */
    storeAudioUpgrade: (_, _params: { added: boolean }) => {},
    /** Stores skipAudioUpsell 'true'. */
    storeAudioSkip: () => {},
    /** Stores cartSelection for review-cart-and-checkout. */
    storeSelection: (_, _params: CartSelection) => {},
  },
  guards: {
    hasCourse: ({ context: { entry } }) =>
      entry.studentId !== null &&
      entry.configCourseId !== null &&
      (entry.variant !== 'upsell' || entry.upsellConfigCourseIds.length > 0),
    startsNewFlow: ({ context }) => startsNewFlow(context.entry.variant),
    readOnlyCart: ({ context }) => isReadOnlyCart(context.entry.variant),
    upsellOffered: ({ context }, params: { configCourseId: number }) =>
      isOffered(context, params.configCourseId) && params.configCourseId !== audioId(context),
    audioOffered: ({ context }) => audioOfferOf(context) !== undefined,
    lastChanceDue: ({ context }) => {
      const id = audioId(context);
      return id !== undefined && !context.chosenUpsellIds.includes(id) && !context.audioSkipped;
    },
    extraOffered: ({ context }, params: { coursePriceTypeId: number }) =>
      (context.offer?.extras ?? []).some((e) => e.coursePriceTypeId === params.coursePriceTypeId),
    cartNotEmpty: ({ context }) => !isCartEmpty(context),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    entry: input,
    offer: null,
    chosenUpsellIds: [],
    chosenExtraIds: [],
    discount: null,
    discountFailure: null,
    audioSkipped: false,
    flashDealClosed: false,
    failure: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: not('hasCourse'), target: 'missingCourse' },
        {
          guard: 'startsNewFlow',
          target: 'loading',
          actions: 'resetStoredSelection',
          description: 'A new flow resets chosen upsells and the discount.',
          meta: { spec: '02 §4 Flow start' },
        },
        { target: 'loading' },
      ],
    },
    missingCourse: {
      description: 'No student or course is stored: the page says so and links to the course list.',
    },
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context: { entry } }) => ({
          variant: entry.variant,
          configCourseId: entry.configCourseId!,
          secondaryConfigCourseIds: entry.variant === 'parent' ? entry.secondaryConfigCourseIds : [],
          withUpsells: loadsUpsells(entry),
          onlyUpsellIds: entry.variant === 'upsell' ? entry.upsellConfigCourseIds : null,
          storedDiscount: entry.variant === 'review' ? (entry.storedSelection?.discount ?? null) : null,
        }),
        onDone: [
          {
            guard: 'readOnlyCart',
            target: 'checkout',
            description: 'The review and parent carts are read-only and go straight to payment.',
            actions: assign(({ context, event }) => ({
              offer: event.output,
              failure: null,
              ...initialChoice(context.entry, event.output),
            })),
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              offer: event.output,
              failure: null,
              ...initialChoice(context.entry, event.output),
            })),
          },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    editing: {
      initial: 'ready',
      on: {
        'upsell.add': {
          guard: { type: 'upsellOffered', params: ({ event }) => ({ configCourseId: event.configCourseId }) },
          actions: assign({
            chosenUpsellIds: ({ context, event }) => [
              ...context.chosenUpsellIds.filter((id) => id !== event.configCourseId),
              event.configCourseId,
            ],
          }),
        },
        'upsell.remove': {
          actions: assign({
            chosenUpsellIds: ({ context, event }) =>
              context.chosenUpsellIds.filter((id) => id !== event.configCourseId),
          }),
        },
        'audio.toggle': {
          guard: 'audioOffered',
          description:
            'The audio upgrade card toggles between added and not added and sets the audio-upgrade-added flag.',
          meta: { spec: '02 §2 Cart (audio upgrade)' },
          actions: [
            assign({
              chosenUpsellIds: ({ context }) =>
                context.chosenUpsellIds.includes(audioId(context)!)
                  ? context.chosenUpsellIds.filter((id) => id !== audioId(context))
                  : withAudio(context),
            }),
            {
              type: 'storeAudioUpgrade',
              params: ({ context }) => ({ added: context.chosenUpsellIds.includes(audioId(context)!) }),
            },
          ],
        },
        'extra.toggle': {
          guard: { type: 'extraOffered', params: ({ event }) => ({ coursePriceTypeId: event.coursePriceTypeId }) },
          actions: assign({
            chosenExtraIds: ({ context, event }) =>
              context.chosenExtraIds.includes(event.coursePriceTypeId)
                ? context.chosenExtraIds.filter((id) => id !== event.coursePriceTypeId)
                : [...context.chosenExtraIds, event.coursePriceTypeId],
          }),
        },
        'flashDeal.close': {
          actions: assign({ flashDealClosed: true }),
          meta: { spec: '02 §2 Cart (flash-deal banner is closable)' },
        },
      },
      states: {
        ready: {
          on: {
            'discount.apply': { target: 'applyingDiscount' },
            'discount.remove': { actions: assign({ discount: null }) },
            'checkout.proceed': [
              {
                guard: 'lastChanceDue',
                target: '#cart.lastChance',
                description: 'The audio upgrade is offered, not added and not skipped: the Last Chance modal.',
                meta: { spec: '02 §2 Cart (Last Chance modal)' },
              },
              {
                guard: 'cartNotEmpty',
                target: '#cart.checkout',
                actions: { type: 'storeSelection', params: ({ context }) => selectionOf(context) },
              },
            ],
          },
        },
        applyingDiscount: {
          entry: assign({ discountFailure: null }),
          invoke: {
            id: 'applyDiscount',
            src: 'applyDiscount',
            input: ({ context, event }) => {
              assertEvent(event, 'discount.apply');
              return {
                code: event.code.trim(),
                type: event.discountType,
                configCourseId: context.entry.configCourseId!,
              };
            },
            onDone: {
              target: 'ready',
              description: 'Applying replaces a previous discount.',
              actions: assign({ discount: ({ event }) => event.output }),
            },
            onError: { target: 'ready', actions: assign({ discountFailure: ({ event }) => failureOf(event) }) },
          },
        },
      },
    },
    lastChance: {
      description: "Offers the audio upgrade, or 'Skip and Next'.",
      meta: { spec: '02 §2 Cart (Last Chance modal), §4 Audio upsell skip' },
      on: {
        'lastChance.addAudio': {
          target: 'checkout',
          actions: [
            assign({ chosenUpsellIds: ({ context }) => withAudio(context) }),
            { type: 'storeAudioUpgrade', params: { added: true } },
            { type: 'storeSelection', params: ({ context }) => selectionOf(context) },
          ],
        },
        'lastChance.skip': {
          target: 'checkout',
          actions: [
            assign({ audioSkipped: true }),
            'storeAudioSkip',
            { type: 'storeSelection', params: ({ context }) => selectionOf(context) },
          ],
        },
      },
    },
    checkout: {
      description: 'The cart is read-only and the page shows the payment panel for the order.',
      on: { 'cart.edit': { guard: not('readOnlyCart'), target: 'editing' } },
    },
  },
});
