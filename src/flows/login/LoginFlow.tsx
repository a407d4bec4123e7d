import { loginMachine } from '@machines/login';
import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';
import { useBranding } from '@flows/chrome';
import { SessionEndedNotice } from '@flows/session/SessionEndedNotice';

import { createLoginImplementations } from './login.actors';
import { LoginBrandingSync } from './LoginBrandingSync';
import { LoginContext } from './LoginContext';
import { LoginView } from './LoginView';

/** Route /login: the machine with the app's I/O, storage and navigation. */
export default function LoginFlow() {
  const { storage } = useServices();
  const api = useEndpoints(signInEndpoints);
  const { organisation, attributes } = useBranding();
  const organisationId = organisation?.organisationId;
  const socialLogin = attributes.SOCIAL_LOGIN === 'true';
  const logic = useFlowLogic((navigate) =>
    loginMachine.provide(createLoginImplementations({ api, storage, navigate })),
  );
  // The machine reads its input once; later branding reaches it through LoginBrandingSync.
  const input = { domainUrl: window.location.origin, organisationId, socialLogin };
  return (
    <LoginContext.Provider logic={logic} options={{ input }}>
      <LoginBrandingSync organisationId={organisationId} socialLogin={socialLogin} />
      <LoginView notice={<SessionEndedNotice />} />
    </LoginContext.Provider>
  );
}
