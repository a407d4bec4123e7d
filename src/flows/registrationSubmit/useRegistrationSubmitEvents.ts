import { useIntents } from '@shared/flows/useIntents';

import { RegistrationSubmitContext } from './RegistrationSubmitContext';

/** The user's intents in the registration modals; views never build event objects. */
export function useRegistrationSubmitEvents() {
  return useIntents(RegistrationSubmitContext, (send) => ({
    optInToSms: () => send({ type: 'sms.optIn' }),
    declineSms: () => send({ type: 'sms.decline' }),
    dismissSmsAlert: () => send({ type: 'sms.dismiss' }),
    logIn: () => send({ type: 'account.login' }),
    useAnotherEmail: () => send({ type: 'email.change' }),
    dismissError: () => send({ type: 'error.dismiss' }),
  }));
}
