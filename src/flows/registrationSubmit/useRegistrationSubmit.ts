import { useCallback, useContext } from 'react';

import type { RegistrationRequest } from '@contracts/registration';
import type { SmsChoice } from '@machines/registrationSubmit';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';

import { RegistrationSettingsContext, RegistrationSubmitContext } from './RegistrationSubmitContext';

export interface RegistrationSubmit {
  /** Sends the (already trimmed) form; the SMS consent decides whether 'SMS Alert!' asks first. */
  submit: (request: RegistrationRequest, sms: SmsChoice) => void;
  /** A registration or what follows it is under way: the form's button is busy. */
  busy: boolean;
  /** A status 'Fail' message for under the e-mail field, in the user's language when known (01 §8). */
  emailError?: string;
}

/** What the registration form needs from the submit flow (inside RegistrationSubmitFlow). */
export function useRegistrationSubmit(): RegistrationSubmit {
  const actor = RegistrationSubmitContext.useActorRef();
  const settings = useContext(RegistrationSettingsContext);
  const busy = RegistrationSubmitContext.useSelector((s) => s.hasTag('busy'));
  const emailFailure = RegistrationSubmitContext.useSelector((s) =>
    s.matches({ editing: 'emailRejected' }) ? s.context.failure : undefined,
  );
  const emailText = useFailureMessage(emailFailure);
  const submit = useCallback(
    (request: RegistrationRequest, sms: SmsChoice) =>
      actor.send({
        type: 'registration.submit',
        request,
        sms: { consentRequired: sms.consentRequired, optedIn: sms.optedIn },
        settings,
      }),
    [actor, settings],
  );
  return { submit, busy, emailError: emailFailure ? emailText : undefined };
}
