import { useMemo } from 'react';
import { accountSettingsMachine } from '@machines/accountSettings';
import { useServices } from '@app/shared/services';
import { AccountSettingsContext } from './AccountSettingsContext';
import { SettingsView } from './SettingsView';
import { createAccountSettingsActors } from './accountSettings.actors';

/** Route /home/settings. */
export default function SettingsScreen() {
  const { api, storage } = useServices();
  const logic = useMemo(() => accountSettingsMachine.provide({ actors: createAccountSettingsActors(api) }), [api]);
  return (
    <AccountSettingsContext.Provider logic={logic} options={{ input: { studentId: storage.get('studentId') } }}>
      <SettingsView />
    </AccountSettingsContext.Provider>
  );
}
