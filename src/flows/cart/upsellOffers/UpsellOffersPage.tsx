import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { upsellOffersMachine } from '@machines/cart';
import { checkoutEndpoints } from '@app/shared/api/endpoints/checkout';
import { useEndpoints, useServices } from '@app/shared/services';
import { UpsellOffersContext } from './UpsellOffersContext';
import { UpsellOffersView } from './UpsellOffersView';
import { createUpsellOffersActors } from './upsellOffers.actors';
import '../cart.css';

/** An offers route: the offers machine with the app's I/O, storage and navigation. */
export function UpsellOffersPage() {
  const { storage } = useServices();
  const api = useEndpoints(checkoutEndpoints);
  const navigate = useNavigate();
  // The offers belong to the course just bought (the stored configCourseId).
  const input = useMemo(() => ({ studentId: storage.get('studentId') ?? null, configCourseId: storage.get('configCourseId') ?? null }), [storage]);
  const logic = useMemo(
    () =>
      upsellOffersMachine.provide({
        actors: createUpsellOffersActors(api),
        actions: {
          storeUpsellPayload: (_, payload) => {
            storage.set('upsellPayload', payload);
            storage.set('upsellPaymentFlag', '1');
          },
          navigateToUpsellCart: () => navigate('/home/upsell-cart-summary'),
          navigateToDashboard: () => navigate('/home/dashboard'),
        },
      }),
    [api, storage, navigate],
  );
  return (
    <UpsellOffersContext.Provider logic={logic} options={{ input }}>
      <UpsellOffersView />
    </UpsellOffersContext.Provider>
  );
}
