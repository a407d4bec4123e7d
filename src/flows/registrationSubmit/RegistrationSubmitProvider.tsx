import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { registrationCompletionMachine, registrationSubmitMachine, type RegistrationSettings } from '@machines/registrationSubmit';
import { courseCheckoutEndpoints } from '@app/shared/api/endpoints/courseCheckout';
import { registrationEndpoints } from '@app/shared/api/endpoints/registration';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints, useServices } from '@app/shared/services';
import { clearLoginFlags } from '../session/loginStorage';
import { RegistrationSettingsContext, RegistrationSubmitContext } from './RegistrationSubmitContext';
import { createRegistrationCompletionActors, createRegistrationSubmitActors } from './registrationSubmit.actors';
import { holdTokenForVerification, markRegistering, restoreToken, storeRegisteredSession, storeToken } from './registrationStorage';

interface RegistrationSubmitProviderProps {
  children: ReactNode;
  /** The page's organisation: its attributes (PAYMENT_BYPASS, EMAIL_VERIFICATION), id and AZ flow. */
  context: { attributes: Record<string, string>; organisationId?: number; azFlow: boolean };
}

/**
 * Runs the registration submit flow (and its completion steps) with the app's I/O, storage
 * and navigation. The page calls `useRegistrationSubmit()` and renders `<RegistrationSubmitOverlays />`.
 */
export function RegistrationSubmitProvider({ children, context }: RegistrationSubmitProviderProps) {
  const { storage } = useServices();
  const registrationApi = useEndpoints(registrationEndpoints);
  const courseCheckoutApi = useEndpoints(courseCheckoutEndpoints);
  const studentApi = useEndpoints(studentEndpoints);
  const navigate = useNavigate();
  // The actor is created once; its navigate action must always use the current router function.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const logic = useMemo(() => {
    const go = (to: string) => navigateRef.current(to);
    const completion = registrationCompletionMachine.provide({
      actors: createRegistrationCompletionActors(courseCheckoutApi, studentApi),
      actions: {
        navigate: (_, { to }) => go(to),
        holdTokenForVerification: (_, token) => holdTokenForVerification(storage, token),
        restoreToken: (_, token) => restoreToken(storage, token),
        storeToken: (_, token) => storeToken(storage, token),
        storeSession: (_, registered) => storeRegisteredSession(storage, registered),
        clearSession: () => storage.clearSession(),
      },
    });
    return registrationSubmitMachine.provide({
      actors: { ...createRegistrationSubmitActors(registrationApi), completeRegistration: completion },
      actions: {
        navigate: (_, { to }) => go(to),
        markRegistering: (_, scope) => markRegistering(storage, scope),
        clearLoginFlags: () => clearLoginFlags(storage),
        clearSession: () => storage.clearSession(),
      },
    });
  }, [registrationApi, courseCheckoutApi, studentApi, storage]);

  const { attributes, organisationId, azFlow } = context;
  const settings = useMemo<RegistrationSettings>(() => ({ attributes, organisationId, azFlow }), [attributes, organisationId, azFlow]);
  return (
    <RegistrationSubmitContext.Provider logic={logic}>
      <RegistrationSettingsContext.Provider value={settings}>{children}</RegistrationSettingsContext.Provider>
    </RegistrationSubmitContext.Provider>
  );
}
