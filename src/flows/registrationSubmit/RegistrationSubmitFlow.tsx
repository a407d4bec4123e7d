import { useEffect, useMemo } from 'react';

import type { RegistrationRequest } from '@contracts/registration';
import { type RegistrationSettings, registrationSubmitMachine, type SmsChoice } from '@machines/registrationSubmit';
import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createRegistrationSubmitImplementations } from './registrationSubmit.actors';
import { RegistrationSettingsContext, RegistrationSubmitContext } from './RegistrationSubmitContext';
import { RegistrationSubmitOverlays } from './RegistrationSubmitOverlays';
import { type RegistrationSubmit, useRegistrationSubmit } from './useRegistrationSubmit';

/** A submit made before this flow's code had loaded, sent as soon as the flow runs. */
export interface HeldSubmit {
  request: RegistrationRequest;
  sms: SmsChoice;
}

interface RegistrationSubmitFlowProps {
  /** The page's organisation: its attributes (PAYMENT_BYPASS, EMAIL_VERIFICATION), id and AZ flow. */
  context: RegistrationSettings;
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
  const { storage } = useServices();
  const registrationApi = useEndpoints(registrationEndpoints);
  const courseCheckoutApi = useEndpoints(courseCheckoutEndpoints);
  const studentApi = useEndpoints(studentEndpoints);
  const logic = useFlowLogic((navigate) =>
    registrationSubmitMachine.provide(
      createRegistrationSubmitImplementations({ registrationApi, courseCheckoutApi, studentApi, storage, navigate }),
    ),
  );
  const { attributes, organisationId, azFlow } = context;
  const settings = useMemo<RegistrationSettings>(
    () => ({ attributes, organisationId, azFlow }),
    [attributes, organisationId, azFlow],
  );
  return (
    <RegistrationSubmitContext.Provider logic={logic}>
      <RegistrationSettingsContext.Provider value={settings}>
        <SubmissionBridge onChange={onChange} takeHeldSubmit={takeHeldSubmit} />
        <RegistrationSubmitOverlays />
      </RegistrationSettingsContext.Provider>
    </RegistrationSubmitContext.Provider>
  );
}

function SubmissionBridge({
  onChange,
  takeHeldSubmit,
}: Pick<RegistrationSubmitFlowProps, 'onChange' | 'takeHeldSubmit'>) {
  const submission = useRegistrationSubmit();
  const { submit, busy, emailError } = submission;
  useEffect(() => onChange({ submit, busy, emailError }), [onChange, submit, busy, emailError]);
  useEffect(() => {
    const held = takeHeldSubmit();
    if (held) submit(held.request, held.sms);
  }, [takeHeldSubmit, submit]);
  return null;
}
