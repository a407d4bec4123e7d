import { Trans } from '@lingui/react/macro';
import { isMachineSnapshot } from 'xstate';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';

import { AlreadyRegisteredModal } from './AlreadyRegisteredModal';
import { GovernmentFleetModal } from './GovernmentFleetModal';
import { RegistrationCompletionView } from './RegistrationCompletionView';
import { RegistrationErrorModal } from './RegistrationErrorModal';
import { RegistrationSubmitContext } from './RegistrationSubmitContext';
import { SmsAlertModal } from './SmsAlertModal';
import { useRegistrationSubmitEvents } from './useRegistrationSubmitEvents';

/** The registration submit flow's messages and modals (01 §4 SMS opt-in and success, §8 registration errors). */
export function RegistrationSubmitOverlays() {
  const { useSelector } = RegistrationSubmitContext;
  const smsAlert = useSelector((s) => s.matches('smsAlert'));
  const mobileNumberRequired = useSelector((s) => s.matches({ editing: 'mobileNumberRequired' }));
  const vehicleTagInvalid = useSelector((s) => s.matches({ editing: 'vehicleTagInvalid' }));
  const emailTaken = useSelector((s) => s.matches({ editing: 'emailTaken' }));
  const messageShown = useSelector(
    (s) => s.matches({ editing: 'refused' }) || s.matches('notRegistered') || s.matches('existingEmail'),
  );
  const alreadyRegistered = useSelector((s) => s.matches('alreadyRegistered'));
  const gsaVehicleTag = useSelector((s) => s.matches('gsaVehicleTag'));
  const governmentFleet = useSelector((s) => s.matches('governmentFleet'));
  // The completion steps' own view, once they run (path tests may stand in a plain actor for them).
  const completion = useSelector((s) => {
    const child = s.children.completeRegistration;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const failure = useSelector((s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const events = useRegistrationSubmitEvents();

  return (
    <>
      {mobileNumberRequired ? (
        <Alert tone="error">
          <Trans>Mobile number is required</Trans>
        </Alert>
      ) : null}
      {vehicleTagInvalid ? (
        <Alert tone="error">
          <Trans>Please enter a valid vehicle tag</Trans>
        </Alert>
      ) : null}
      {emailTaken ? (
        <Alert tone="error">
          <Trans>Mail Id already exists</Trans>
        </Alert>
      ) : null}
      {messageShown ? <Alert tone="error">{failureText}</Alert> : null}
      {smsAlert ? (
        <SmsAlertModal onOptIn={events.optInToSms} onDecline={events.declineSms} onDismiss={events.dismissSmsAlert} />
      ) : null}
      {alreadyRegistered ? (
        <AlreadyRegisteredModal onLogIn={events.logIn} onUseAnotherEmail={events.useAnotherEmail} />
      ) : null}
      {gsaVehicleTag ? <RegistrationErrorModal message={failureText} onDismiss={events.dismissError} /> : null}
      {governmentFleet ? <GovernmentFleetModal message={failureText} onLogIn={events.logIn} /> : null}
      {completion ? <RegistrationCompletionView actor={completion} /> : null}
    </>
  );
}
