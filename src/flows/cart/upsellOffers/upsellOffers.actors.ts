import { fromPromise } from 'xstate';

import type { UpsellItem } from '@contracts/checkout';
import type { SaveUpsellsInput, upsellOffersMachine } from '@machines/cart';
import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The real I/O of the offers pages: the upsell price list and the upsell save (02 §7). */
export const createUpsellOffersActors = (api: CheckoutEndpoints) => ({
  loadOffers: fromPromise<UpsellItem[], { configCourseId: number }>(async ({ input, signal }) =>
    ((await api.upsellPrices(input.configCourseId, signal)).data ?? []).filter(
      (u) => u.upsellConfigCourse.currentActive,
    ),
  ),
  saveUpsells: fromPromise<void, SaveUpsellsInput>(async ({ input, signal }) => {
    await api.upsellSave(input, signal);
  }),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createUpsellOffersImplementations = ({ api, storage, navigate }: FlowDeps & { api: CheckoutEndpoints }) =>
  ({
    actors: createUpsellOffersActors(api),
    actions: {
      storeUpsellPayload: (_, payload) => {
        storage.set('upsellPayload', payload);
        storage.set('upsellPaymentFlag', '1');
      },
      navigate: navigateAction(navigate),
    },
  }) satisfies ImplementationsOf<typeof upsellOffersMachine>;
