import { upsellOffersMachine } from '@machines/cart';
import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createUpsellOffersImplementations } from './upsellOffers.actors';
import { UpsellOffersContext } from './UpsellOffersContext';
import { UpsellOffersView } from './UpsellOffersView';

import '../cart.css';

/** Routes /home/upsell, /home/az-upsell and /home/special-offers: the offers machine with the app's I/O, storage and navigation. */
export default function UpsellOffersFlow() {
  const { storage } = useServices();
  const api = useEndpoints(checkoutEndpoints);
  // The offers belong to the course just bought (the stored configCourseId).
  const input = useOnce(() => ({
    studentId: storage.get('studentId') ?? null,
    configCourseId: storage.get('configCourseId') ?? null,
  }));
  const logic = useFlowLogic((navigate) =>
    upsellOffersMachine.provide(createUpsellOffersImplementations({ api, storage, navigate })),
  );
  return (
    <UpsellOffersContext.Provider logic={logic} options={{ input }}>
      <UpsellOffersView />
    </UpsellOffersContext.Provider>
  );
}
