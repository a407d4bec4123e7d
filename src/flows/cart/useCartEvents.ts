import type { DiscountType } from '@contracts/checkout';
import { useIntents } from '@shared/flows/useIntents';

import { CartContext } from './CartContext';

/** The student's intents on a cart page; views never build event objects. */
export function useCartEvents() {
  return useIntents(CartContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    addUpsell: (configCourseId: number) => send({ type: 'upsell.add', configCourseId }),
    removeUpsell: (configCourseId: number) => send({ type: 'upsell.remove', configCourseId }),
    toggleAudio: () => send({ type: 'audio.toggle' }),
    toggleExtra: (coursePriceTypeId: number) => send({ type: 'extra.toggle', coursePriceTypeId }),
    closeFlashDeal: () => send({ type: 'flashDeal.close' }),
    applyDiscount: (code: string, discountType: DiscountType) => send({ type: 'discount.apply', code, discountType }),
    removeDiscount: () => send({ type: 'discount.remove' }),
    proceed: () => send({ type: 'checkout.proceed' }),
    addAudioFromLastChance: () => send({ type: 'lastChance.addAudio' }),
    skipAudio: () => send({ type: 'lastChance.skip' }),
    editCart: () => send({ type: 'cart.edit' }),
  }));
}
