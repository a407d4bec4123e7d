import { fromPromise } from 'xstate';
import type { UpsellItem } from '@contracts/checkout';
import type { SaveUpsellsInput } from '@machines/cart';
import type { CheckoutEndpoints } from '@app/shared/api/endpoints/checkout';

/** The real I/O of the offers pages: the upsell price list and the upsell save (02 §7). */
export const createUpsellOffersActors = (api: CheckoutEndpoints) => ({
  loadOffers: fromPromise<UpsellItem[], { configCourseId: number }>(async ({ input, signal }) =>
    ((await api.upsellPrices(input.configCourseId, signal)).data ?? []).filter((u) => u.upsellConfigCourse.currentActive),
  ),
  saveUpsells: fromPromise<void, SaveUpsellsInput>(async ({ input, signal }) => {
    await api.upsellSave(input, signal);
  }),
});
