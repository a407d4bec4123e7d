import { useMemo } from 'react';
import { accountSettingsMachine } from '@machines/accountSettings';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints, useServices } from '@app/shared/services';
import { AccountSettingsContext } from './AccountSettingsContext';
import { SettingsView } from './SettingsView';
import { createAccountSettingsActors } from './accountSettings.actors';

/** Route /home/settings. */
export default function SettingsScreen() {
  const { storage } = useServices();
  const api = useEndpoints(studentEndpoints);
  const logic = useMemo(() => accountSettingsMachine.provide({ actors: createAccountSettingsActors(api) }), [api]);
  return (
    <AccountSettingsContext.Provider logic={logic} options={{ input: { studentId: storage.get('studentId') } }}>
      <SettingsView />
    </AccountSettingsContext.Provider>
  );
}
