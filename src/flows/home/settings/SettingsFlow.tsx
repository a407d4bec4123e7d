import { accountSettingsMachine } from '@machines/accountSettings';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';
import { useSessionEvents } from '@flows/session/useSessionEvents';

import { createAccountSettingsImplementations } from './accountSettings.actors';
import { AccountSettingsContext } from './AccountSettingsContext';
import { SettingsView } from './SettingsView';

/** Route /home/settings. */
export default function SettingsFlow() {
  const { storage } = useServices();
  const api = useEndpoints(studentEndpoints);
  // The session runs for the whole app: its intents keep their identity, so binding them once is enough.
  const { setInactivityPrompt } = useSessionEvents();
  const logic = useFlowLogic(() =>
    accountSettingsMachine.provide(createAccountSettingsImplementations({ api, setInactivityPrompt })),
  );
  const input = useOnce(() => ({ studentId: storage.get('studentId') }));
  return (
    <AccountSettingsContext.Provider logic={logic} options={{ input }}>
      <SettingsView />
    </AccountSettingsContext.Provider>
  );
}
