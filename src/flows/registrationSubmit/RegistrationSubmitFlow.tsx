import { useEffect } from 'react';
import type { RegistrationRequest } from '@contracts/registration';
import type { SmsChoice } from '@machines/registrationSubmit';
import { RegistrationSubmitOverlays } from './RegistrationSubmitOverlays';
import { RegistrationSubmitProvider } from './RegistrationSubmitProvider';
import { useRegistrationSubmit, type RegistrationSubmit } from './useRegistrationSubmit';

/** A submit made before this flow's code had loaded, sent as soon as the flow runs. */
export interface HeldSubmit {
  request: RegistrationRequest;
  sms: SmsChoice;
}

interface RegistrationSubmitFlowProps {
  context: Parameters<typeof RegistrationSubmitProvider>[0]['context'];
  /** Receives the flow's intent and state (busy, the e-mail message) whenever they change. */
  onChange: (submission: RegistrationSubmit) => void;
  /** Hands over (once) a submit the page held while this code loaded. */
  takeHeldSubmit: () => HeldSubmit | undefined;
}

/**
 * The registration submit flow as one lazily loaded part (RegistrationScreen): its machines, modals and
 * completion steps load when the student starts filling in the form, not with the page.
 */
export default function RegistrationSubmitFlow({ context, onChange, takeHeldSubmit }: RegistrationSubmitFlowProps) {
  return (
    <RegistrationSubmitProvider context={context}>
      <SubmissionBridge onChange={onChange} takeHeldSubmit={takeHeldSubmit} />
      <RegistrationSubmitOverlays />
    </RegistrationSubmitProvider>
  );
}

function SubmissionBridge({ onChange, takeHeldSubmit }: Pick<RegistrationSubmitFlowProps, 'onChange' | 'takeHeldSubmit'>) {
  const submission = useRegistrationSubmit();
  const { submit, busy, emailError } = submission;
  useEffect(() => onChange({ submit, busy, emailError }), [onChange, submit, busy, emailError]);
  useEffect(() => {
    const held = takeHeldSubmit();
    if (held) submit(held.request, held.sms);
  }, [takeHeldSubmit, submit]);
  return null;
}
