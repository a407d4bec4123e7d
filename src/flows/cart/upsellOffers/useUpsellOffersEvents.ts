import { useMemo } from 'react';

import { UpsellOffersContext } from './UpsellOffersContext';

/** The student's intents on an offers page; views never build event objects. */
export function useUpsellOffersEvents() {
  const actor = UpsellOffersContext.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'retry.request' }),
      add: (configCourseId: number) => actor.send({ type: 'offer.add', configCourseId }),
      remove: (configCourseId: number) => actor.send({ type: 'offer.remove', configCourseId }),
      continueToCheckout: () => actor.send({ type: 'offers.continue' }),
      decline: () => actor.send({ type: 'offers.decline' }),
    }),
    [actor],
  );
}
