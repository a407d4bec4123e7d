import { profileMachine } from '@machines/profile';
import { profileEndpoints } from '@shared/api/endpoints/profile';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createProfileImplementations } from './profile.actors';
import { ProfileContext } from './ProfileContext';
import { ProfileView } from './ProfileView';

/** Route /home/profile (02 §2 profile). */
export default function ProfileFlow() {
  const { storage } = useServices();
  const studentApi = useEndpoints(studentEndpoints);
  const statesApi = useEndpoints(statesEndpoints);
  const profileApi = useEndpoints(profileEndpoints);
  const logic = useFlowLogic(() =>
    profileMachine.provide(createProfileImplementations({ studentApi, statesApi, profileApi, storage })),
  );
  const input = useOnce(() => ({ studentId: storage.get('studentId') }));
  return (
    <ProfileContext.Provider logic={logic} options={{ input }}>
      <ProfileView />
    </ProfileContext.Provider>
  );
}
