import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { personalInformationMachine, type PersonalInformationVariant } from '@machines/personalInformation';
import { statesEndpoints } from '@app/shared/api/endpoints/states';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints, useServices } from '@app/shared/services';
import { PersonalInformationContext } from './PersonalInformationContext';
import { PersonalInformationView } from './PersonalInformationView';
import { createPersonalInformationActors } from './personalInformation.actors';

/** The personal information machine with the app's I/O, storage and navigation, for either route. */
export function PersonalInformationPage({ variant }: { variant: PersonalInformationVariant }) {
  const { storage } = useServices();
  const studentApi = useEndpoints(studentEndpoints);
  const statesApi = useEndpoints(statesEndpoints);
  const navigate = useNavigate();
  // The machine's actions are bound once; navigation must use the current router function.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const logic = useMemo(
    () =>
      personalInformationMachine.provide({
        actors: createPersonalInformationActors(studentApi, statesApi),
        actions: {
          navigate: (_, { to }) => navigateRef.current(to),
          storeProfileSaved: (_, { userObject }) => {
            storage.set('userObject', userObject);
            storage.set('skipPersonalInfo', 'true');
          },
          storeFastLaneDone: () => storage.set('fastLaneStep', '5'),
        },
      }),
    [studentApi, statesApi, storage],
  );
  // Read once, when the page opens.
  const input = useMemo(
    () => ({ studentId: storage.get('studentId'), variant, backendLogin: storage.get('backendLoginFlag') === 'true' }),
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <PersonalInformationContext.Provider logic={logic} options={{ input }}>
      <PersonalInformationView />
    </PersonalInformationContext.Provider>
  );
}
