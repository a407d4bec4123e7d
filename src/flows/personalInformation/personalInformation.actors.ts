import { fromPromise } from 'xstate';
import type { SavedPersonalInformation } from '@contracts/account';
import type { UsState } from '@contracts/organisation';
import type { LoadPersonalInformationInput, PersonalInformationSaved, SavePersonalInformationInput } from '@machines/personalInformation';
import { dataOf } from '@app/shared/api';
import type { StatesEndpoints } from '@app/shared/api/endpoints/states';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import { noStoredStudent } from '@app/shared/api/failures';

/** The state list (02 §7 State list), shared by the personal information and parent forms; these need it (the registration does not). */
export const loadStatesActor = (api: StatesEndpoints) => fromPromise<UsState[]>(async ({ signal }) => dataOf(await api.states(signal)));

/** The real I/O of the personal information page. */
export const createPersonalInformationActors = (studentApi: StudentEndpoints, statesApi: StatesEndpoints) => ({
  loadPersonalInformation: fromPromise<SavedPersonalInformation, LoadPersonalInformationInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return (await studentApi.personalInformation(studentId, signal)).data;
  }),
  loadStates: loadStatesActor(statesApi),
  savePersonalInformation: fromPromise<PersonalInformationSaved, SavePersonalInformationInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return { isParentVerificationRequired: (await studentApi.savePersonalInformation(studentId, input.values, signal)).data.isParentVerificationRequired };
  }),
});
