import { useIntents } from '@shared/flows/useIntents';

import { UpsellOffersContext } from './UpsellOffersContext';

/** The student's intents on an offers page; views never build event objects. */
export function useUpsellOffersEvents() {
  return useIntents(UpsellOffersContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    add: (configCourseId: number) => send({ type: 'offer.add', configCourseId }),
    remove: (configCourseId: number) => send({ type: 'offer.remove', configCourseId }),
    continueToCheckout: () => send({ type: 'offers.continue' }),
    decline: () => send({ type: 'offers.decline' }),
  }));
}
