import { fromPromise } from 'xstate';

import type { SavedPersonalInformation } from '@contracts/account';
import type {
  LoadPersonalInformationInput,
  personalInformationMachine,
  PersonalInformationSaved,
  SavePersonalInformationInput,
} from '@machines/personalInformation';
import type { StatesEndpoints } from '@shared/api/endpoints/states';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import { loadStatesActor } from '@shared/api/loadStates';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The real I/O of the personal information page. */
export const createPersonalInformationActors = (studentApi: StudentEndpoints, statesApi: StatesEndpoints) => ({
  loadPersonalInformation: fromPromise<SavedPersonalInformation, LoadPersonalInformationInput>(
    async ({ input, signal }) => {
      const { studentId } = input;
      if (studentId === undefined) throw noStoredStudent;
      return (await studentApi.personalInformation(studentId, signal)).data;
    },
  ),
  loadStates: loadStatesActor(statesApi),
  savePersonalInformation: fromPromise<PersonalInformationSaved, SavePersonalInformationInput>(
    async ({ input, signal }) => {
      const { studentId } = input;
      if (studentId === undefined) throw noStoredStudent;
      return {
        isParentVerificationRequired: (await studentApi.savePersonalInformation(studentId, input.values, signal)).data
          .isParentVerificationRequired,
      };
    },
  ),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createPersonalInformationImplementations = ({
  studentApi,
  statesApi,
  storage,
  navigate,
}: FlowDeps & { studentApi: StudentEndpoints; statesApi: StatesEndpoints }) =>
  ({
    actors: createPersonalInformationActors(studentApi, statesApi),
    actions: {
      navigate: navigateAction(navigate),
      storeProfileSaved: (_, { userObject }) => {
        storage.set('userObject', userObject);
        storage.set('skipPersonalInfo', 'true');
      },
      storeFastLaneDone: () => storage.set('fastLaneStep', '5'),
    },
  }) satisfies ImplementationsOf<typeof personalInformationMachine>;
