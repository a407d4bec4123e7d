import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { cartEntry, upsellItem } from '../../tests/model/cart.fixtures';
import { cartMachine } from './cart.machine';
import type { CartEntry, CartOffer } from './cart.types';
import { upsellOffersMachine } from './upsellOffers.machine';

const upsell = (configCourseId: number, name: string, isUpGradeCourse = false) =>
  upsellItem(configCourseId, name, 10, 0, isUpGradeCourse);
const offer: CartOffer = {
  courses: [{ configCourseId: 611, name: 'Course', description: '', logoPath: null, price: 25, crossPrice: 0 }],
  upsells: [upsell(801, 'Workbook'), upsell(901, 'Audio Course', true)],
  extras: [],
  discount: null,
};

function startCart(input: CartEntry) {
  const spies = { reset: vi.fn(), audio: vi.fn(), skip: vi.fn(), selection: vi.fn(), load: vi.fn() };
  const logic = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async ({ input: loadInput }) => {
        spies.load(loadInput);
        return offer;
      }),
    },
    actions: {
      resetStoredSelection: spies.reset,
      storeAudioUpgrade: (_, params) => spies.audio(params),
      storeAudioSkip: spies.skip,
      storeSelection: (_, params) => spies.selection(params),
    },
  });
  const actor = createActor(logic, { input }).start();
  return { actor, spies };
}

describe('cart machine effects', () => {
  it('resets the stored choice when a new flow starts, not on review (02 §4 Flow start)', async () => {
    const normal = startCart(cartEntry());
    await waitFor(normal.actor, (s) => s.matches('editing'));
    expect(normal.spies.reset).toHaveBeenCalledTimes(1);
    const review = startCart(cartEntry({ variant: 'review' }));
    await waitFor(review.actor, (s) => s.matches('checkout'));
    expect(review.spies.reset).not.toHaveBeenCalled();
  });

  it('does not ask for upsells of courses 776 and 777', async () => {
    const { actor, spies } = startCart(cartEntry({ configCourseId: 776 }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(spies.load).toHaveBeenCalledWith(expect.objectContaining({ configCourseId: 776, withUpsells: false }));
  });

  it("stores the audio flag on each toggle, and the skip flag and the choice on 'Skip and Next'", async () => {
    const { actor, spies } = startCart(cartEntry());
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'audio.toggle' });
    actor.send({ type: 'audio.toggle' });
    expect(spies.audio.mock.calls).toEqual([[{ added: true }], [{ added: false }]]);
    actor.send({ type: 'upsell.add', configCourseId: 801 });
    actor.send({ type: 'checkout.proceed' });
    expect(actor.getSnapshot().matches('lastChance')).toBe(true);
    actor.send({ type: 'lastChance.skip' });
    expect(spies.skip).toHaveBeenCalledTimes(1);
    expect(spies.selection).toHaveBeenCalledWith({
      upsellConfigCourseIds: [801],
      extraPriceTypeIds: [],
      discount: null,
    });
    expect(actor.getSnapshot().matches('checkout')).toBe(true);
  });

  it('adds the audio upgrade from the Last Chance modal and stores it with the choice', async () => {
    const { actor, spies } = startCart(cartEntry());
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'checkout.proceed' });
    actor.send({ type: 'lastChance.addAudio' });
    expect(spies.audio).toHaveBeenCalledWith({ added: true });
    expect(spies.selection).toHaveBeenCalledWith({
      upsellConfigCourseIds: [901],
      extraPriceTypeIds: [],
      discount: null,
    });
  });

  it('refuses the audio upgrade as an ordinary upsell and upsells it does not offer', async () => {
    const { actor } = startCart(cartEntry());
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'upsell.add', configCourseId: 901 });
    actor.send({ type: 'upsell.add', configCourseId: 12345 });
    expect(actor.getSnapshot().context.chosenUpsellIds).toEqual([]);
  });
});

describe('upsell offers machine effects', () => {
  it('saves the chosen offers, stores the payload and opens the upsell cart', async () => {
    const store = vi.fn();
    const toCart = vi.fn();
    const save = vi.fn();
    const logic = upsellOffersMachine.provide({
      actors: {
        loadOffers: fromPromise(async () => [upsell(801, 'Workbook')]),
        saveUpsells: fromPromise(async ({ input }) => {
          save(input);
        }),
      },
      actions: { storeUpsellPayload: (_, params) => store(params), navigate: (_, params) => toCart(params) },
    });
    const actor = createActor(logic, { input: { studentId: 7, configCourseId: 611 } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'offers.continue' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'offer.add', configCourseId: 801 });
    actor.send({ type: 'offers.continue' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save).toHaveBeenCalledWith({ studentId: 7, configCourseId: 611, upsellConfigCourseIds: [801] });
    expect(store).toHaveBeenCalledWith({ configCourseId: 611, upsellConfigCourseIds: [801] });
    expect(toCart).toHaveBeenCalledTimes(1);
    expect(toCart).toHaveBeenCalledWith({ to: '/home/upsell-cart-summary' });
  });
});
