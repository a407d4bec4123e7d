import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginMachine } from '@machines/login';
import { useBranding } from '@app/flows/chrome';
import { signInEndpoints } from '@app/shared/api/endpoints/signIn';
import { useEndpoints, useServices } from '@app/shared/services';
import { SessionEndedNotice } from '@app/flows/session/SessionEndedNotice';
import { LoginBrandingSync } from './LoginBrandingSync';
import { LoginContext } from './LoginContext';
import { LoginView } from './LoginView';
import { createLoginActors } from './login.actors';
import { clearLoginFlags, storeSignedIn } from '@app/flows/session/loginStorage';

/** Route /login: the machine with the app's I/O, storage and navigation. */
export default function LoginScreen() {
  const { storage } = useServices();
  const api = useEndpoints(signInEndpoints);
  const navigate = useNavigate();
  const { organisation, attributes } = useBranding();
  const organisationId = organisation?.organisationId;
  const socialLogin = attributes.SOCIAL_LOGIN === 'true';
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: createLoginActors(api),
        actions: {
          navigate: (_, { to }) => navigate(to),
          openExternal: (_, { url }) => window.location.assign(url),
          storeSession: (_, session) => storeSignedIn(storage, session),
          clearLoginFlags: () => clearLoginFlags(storage),
        },
      }),
    [api, storage, navigate],
  );
  const input = { domainUrl: window.location.origin, organisationId, socialLogin };
  return (
    <LoginContext.Provider logic={logic} options={{ input }}>
      <LoginBrandingSync organisationId={organisationId} socialLogin={socialLogin} />
      <LoginView notice={<SessionEndedNotice />} />
    </LoginContext.Provider>
  );
}
