import { personalInformationMachine, type PersonalInformationVariant } from '@machines/personalInformation';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createPersonalInformationImplementations } from './personalInformation.actors';
import { PersonalInformationContext } from './PersonalInformationContext';
import { PersonalInformationView } from './PersonalInformationView';

/** Routes /home/personal-information and /home/fast-lane-personal-information (the variant). */
export default function PersonalInformationFlow({ variant }: { variant: PersonalInformationVariant }) {
  const { storage } = useServices();
  const studentApi = useEndpoints(studentEndpoints);
  const statesApi = useEndpoints(statesEndpoints);
  const logic = useFlowLogic((navigate) =>
    personalInformationMachine.provide(
      createPersonalInformationImplementations({ studentApi, statesApi, storage, navigate }),
    ),
  );
  const input = useOnce(() => ({
    studentId: storage.get('studentId'),
    variant,
    backendLogin: storage.get('backendLoginFlag') === 'true',
  }));
  return (
    <PersonalInformationContext.Provider logic={logic} options={{ input }}>
      <PersonalInformationView />
    </PersonalInformationContext.Provider>
  );
}
