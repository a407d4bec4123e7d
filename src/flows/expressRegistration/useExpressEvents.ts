import type { ExpressRegistrationRequest, ExpressSettings } from '@machines/expressRegistration';
import { useIntents } from '@shared/flows/useIntents';

import {
  ExpressCourseInfoContext,
  ExpressPhoneOfferContext,
  ExpressRegistrationContext,
} from './ExpressRegistrationContext';

/** The user's intents on the express form and its modals; views never build event objects. */
export function useExpressEvents() {
  return useIntents(ExpressRegistrationContext, (send) => ({
    submit: (request: ExpressRegistrationRequest, settings: ExpressSettings) =>
      send({ type: 'express.submit', request, settings }),
    logIn: () => send({ type: 'account.login' }),
    changeEmail: () => send({ type: 'email.change' }),
    reloadPage: () => send({ type: 'page.reload' }),
    retryCheckout: () => send({ type: 'checkout.retry' }),
  }));
}

/** The phone offer's intents: the tab was hidden, the number submitted, the modal closed. */
export function usePhoneOfferEvents() {
  return useIntents(ExpressPhoneOfferContext, (send) => ({
    tabHidden: () => send({ type: 'tab.hidden' }),
    submitPhone: (mobileNumber: string, optSms: boolean) => send({ type: 'phone.submit', mobileNumber, optSms }),
    dismiss: () => send({ type: 'phone.dismiss' }),
  }));
}

/** The course info panel's intents. */
export function useCourseInfoEvents() {
  return useIntents(ExpressCourseInfoContext, (send) => ({
    retry: () => send({ type: 'courseInfo.retry' }),
    openVideo: () => send({ type: 'video.open' }),
    closeVideo: () => send({ type: 'video.close' }),
  }));
}
