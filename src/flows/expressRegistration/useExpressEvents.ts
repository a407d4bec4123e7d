import { useMemo } from 'react';

import type { ExpressRegistrationRequest, ExpressSettings } from '@machines/expressRegistration';

import {
  ExpressCourseInfoContext,
  ExpressPhoneOfferContext,
  ExpressRegistrationContext,
} from './ExpressRegistrationContext';

/** The user's intents on the express form and its modals; views never build event objects. */
export function useExpressEvents() {
  const actor = ExpressRegistrationContext.useActorRef();
  return useMemo(
    () => ({
      submit: (request: ExpressRegistrationRequest, settings: ExpressSettings) =>
        actor.send({ type: 'express.submit', request, settings }),
      logIn: () => actor.send({ type: 'account.login' }),
      changeEmail: () => actor.send({ type: 'email.change' }),
      reloadPage: () => actor.send({ type: 'page.reload' }),
      retryCheckout: () => actor.send({ type: 'checkout.retry' }),
    }),
    [actor],
  );
}

/** The phone offer's intents: the tab was hidden, the number submitted, the modal closed. */
export function usePhoneOfferEvents() {
  const actor = ExpressPhoneOfferContext.useActorRef();
  return useMemo(
    () => ({
      tabHidden: () => actor.send({ type: 'tab.hidden' }),
      submitPhone: (mobileNumber: string, optSms: boolean) =>
        actor.send({ type: 'phone.submit', mobileNumber, optSms }),
      dismiss: () => actor.send({ type: 'phone.dismiss' }),
    }),
    [actor],
  );
}

/** The course info panel's intents. */
export function useCourseInfoEvents() {
  const actor = ExpressCourseInfoContext.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'courseInfo.retry' }),
      openVideo: () => actor.send({ type: 'video.open' }),
      closeVideo: () => actor.send({ type: 'video.close' }),
    }),
    [actor],
  );
}
