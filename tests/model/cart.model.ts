import type { SnapshotFrom } from 'xstate';

import { cartMachine } from '@machines/cart';

import {
  audioUpgrade,
  cartEntry,
  cartOfferFor,
  discountRefused,
  drivingLesson,
  mailCertificate,
  networkDown,
  tenPercentOff,
  workbook,
} from './cart.fixtures';
import { type Arrival, effect, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, outcomesOf } from './harness/model';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

const workbookId = workbook.upsellConfigCourse.configCourseId;
const audioId = audioUpgrade.upsellConfigCourse.configCourseId;

/** The cart as it opens on a new flow: nothing chosen, no discount, the banner open. */
const pristine = ({ context: c }: CartSnapshot) =>
  c.chosenUpsellIds.length === 0 &&
  c.chosenExtraIds.length === 0 &&
  !c.discount &&
  !c.discountFailure &&
  !c.audioSkipped &&
  !c.flashDealClosed;

/**
 * The student's choices, kept to one change away from the opened cart (and its undo), so every transition is
 * covered without walking every combination of choices.
 */
function editingEvents(s: CartSnapshot) {
  const c = s.context;
  // The scheduled cart: the lessons chosen by default can be taken out; it has no upsells (see the normal cart).
  if (c.entry.variant === 'schedule')
    return [{ type: 'extra.toggle', coursePriceTypeId: drivingLesson.coursePriceTypeId }, { type: 'checkout.proceed' }];
  if (c.entry.variant === 'upsell')
    return [
      ...(c.chosenUpsellIds.includes(workbookId) ? [{ type: 'upsell.remove', configCourseId: workbookId }] : []),
      { type: 'checkout.proceed' },
    ];
  if (pristine(s)) {
    return [
      { type: 'upsell.add', configCourseId: workbookId },
      { type: 'audio.toggle' },
      { type: 'extra.toggle', coursePriceTypeId: mailCertificate.coursePriceTypeId },
      { type: 'flashDeal.close' },
      { type: 'discount.apply', code: 'SAVE10', discountType: 'DISCOUNTCODE' },
      { type: 'checkout.proceed' },
    ];
  }
  return [
    ...(c.chosenUpsellIds.includes(workbookId) ? [{ type: 'upsell.remove', configCourseId: workbookId }] : []),
    ...(c.chosenUpsellIds.length === 1 && c.chosenUpsellIds[0] === audioId
      ? [{ type: 'audio.toggle' }, { type: 'checkout.proceed' }]
      : []),
    ...(c.audioSkipped ? [{ type: 'checkout.proceed' }] : []),
    ...(c.discount ? [{ type: 'discount.remove' }] : []),
  ];
}

/** 02 §4 Flow start: the pages that start a new flow forget the stored choice and audio flags. */
const newFlowVariants = ['normal', 'az', 'fastLane', 'schedule'];

/** The choice on screen, stored for review-cart-and-checkout. */
const storedSelection = ({ context: c }: CartSnapshot) =>
  effect('storeSelection', {
    upsellConfigCourseIds: c.chosenUpsellIds,
    extraPriceTypeIds: c.chosenExtraIds,
    discount: c.discount ? { code: c.discount.code, type: c.discount.type } : null,
  });

function toCheckout({ event, snapshot }: Arrival<CartSnapshot>): SideEffect[] {
  switch (event.type) {
    case 'checkout.proceed':
      return [storedSelection(snapshot)];
    case 'lastChance.addAudio':
      return [effect('storeAudioUpgrade', { added: true }), storedSelection(snapshot)];
    case 'lastChance.skip':
      return [effect('storeAudioSkip'), storedSelection(snapshot)];
    default:
      // The read-only carts (review, parent) go to payment as they load: nothing is stored.
      return [];
  }
}

export const cartModel: FlowModel<typeof cartMachine> = {
  id: 'cart',
  title: 'Cart: course, upsells, audio upgrade, extras, discount, Last Chance, then payment (02 §2 Cart)',
  machine: cartMachine,
  input: cartEntry(),
  inputs: [
    { name: 'no stored course', input: cartEntry({ studentId: null }) },
    {
      name: 'upsell cart',
      input: cartEntry({ variant: 'upsell', configCourseId: 611, stateId: null, upsellConfigCourseIds: [workbookId] }),
    },
    { name: 'scheduled cart', input: cartEntry({ variant: 'schedule', stateId: 5 }) },
    {
      name: 'parent cart',
      input: cartEntry({ variant: 'parent', stateId: null, secondaryConfigCourseIds: [612], studentPaymentTrxId: 55 }),
    },
    {
      name: 'review cart',
      input: cartEntry({
        variant: 'review',
        storedSelection: {
          upsellConfigCourseIds: [audioId],
          extraPriceTypeIds: [mailCertificate.coursePriceTypeId],
          discount: { code: 'GIFT5', type: 'GIFTCERTIFICATE' },
        },
      }),
    },
  ],
  events: (s) => [
    ...(invokes(s, 'loadCart')
      ? [
          done('loadCart', cartOfferFor(s.context.entry)),
          ...(s.context.entry.variant === 'normal' ? [failed('loadCart', networkDown)] : []),
        ]
      : []),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches({ editing: 'ready' }) ? editingEvents(s) : []),
    ...outcomesOf(s, 'applyDiscount', { answers: [tenPercentOff], failures: [discountRefused] }),
    ...(s.matches('lastChance') ? [{ type: 'lastChance.addAudio' }, { type: 'lastChance.skip' }] : []),
    ...(s.matches('checkout') ? [{ type: 'cart.edit' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'upsell.add':
        return `the student adds upsell ${e.configCourseId}`;
      case 'upsell.remove':
        return `the student removes upsell ${e.configCourseId}`;
      case 'discount.apply':
        return `the student applies the ${e.discountType} ${e.code}`;
      case 'checkout.proceed':
        return "the student clicks 'Proceed to checkout'";
      case 'lastChance.skip':
        return "the student clicks 'Skip and Next'";
      default:
        return undefined;
    }
  },
  sideEffects: {
    loading: ({ event, input }) =>
      event.type === 'xstate.init' && newFlowVariants.includes((input as { variant: string }).variant)
        ? [effect('resetStoredSelection')]
        : [],
    // The audio card flips between added and not added, and the flag follows.
    editing: ({ event, from }) =>
      event.type === 'audio.toggle'
        ? [effect('storeAudioUpgrade', { added: !from?.context.chosenUpsellIds.includes(audioId) })]
        : [],
    checkout: toCheckout,
  },
};
