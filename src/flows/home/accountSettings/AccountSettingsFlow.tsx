import { accountSettingsMachine } from '@machines/accountSettings';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';
import { SessionContext } from '@flows/session/SessionContext';

import { createAccountSettingsImplementations } from './accountSettings.actors';
import { AccountSettingsContext } from './AccountSettingsContext';
import { AccountSettingsView } from './AccountSettingsView';
import { inactivityPromptSetter } from './inactivityPrompt';

/** Route /home/settings. */
export default function AccountSettingsFlow() {
  const { storage } = useServices();
  const api = useEndpoints(studentEndpoints);
  // The session runs for the whole app: its actor keeps its identity, so binding it once is enough.
  const session = SessionContext.useActorRef();
  const logic = useFlowLogic(() =>
    accountSettingsMachine.provide(
      createAccountSettingsImplementations({ api, setInactivityPrompt: inactivityPromptSetter(storage, session) }),
    ),
  );
  const input = useOnce(() => ({ studentId: storage.get('studentId') }));
  return (
    <AccountSettingsContext.Provider logic={logic} options={{ input }}>
      <AccountSettingsView />
    </AccountSettingsContext.Provider>
  );
}
