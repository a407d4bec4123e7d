import { useMemo } from 'react';

import type { DiscountType } from '@contracts/checkout';

import { CartContext } from './CartContext';

/** The student's intents on a cart page; views never build event objects. */
export function useCartEvents() {
  const actor = CartContext.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'retry.request' }),
      addUpsell: (configCourseId: number) => actor.send({ type: 'upsell.add', configCourseId }),
      removeUpsell: (configCourseId: number) => actor.send({ type: 'upsell.remove', configCourseId }),
      toggleAudio: () => actor.send({ type: 'audio.toggle' }),
      toggleExtra: (coursePriceTypeId: number) => actor.send({ type: 'extra.toggle', coursePriceTypeId }),
      closeFlashDeal: () => actor.send({ type: 'flashDeal.close' }),
      applyDiscount: (code: string, discountType: DiscountType) =>
        actor.send({ type: 'discount.apply', code, discountType }),
      removeDiscount: () => actor.send({ type: 'discount.remove' }),
      proceed: () => actor.send({ type: 'checkout.proceed' }),
      addAudioFromLastChance: () => actor.send({ type: 'lastChance.addAudio' }),
      skipAudio: () => actor.send({ type: 'lastChance.skip' }),
      editCart: () => actor.send({ type: 'cart.edit' }),
    }),
    [actor],
  );
}
