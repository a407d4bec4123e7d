import { fromPromise } from 'xstate';
import type { SavedPersonalInformation } from '@contracts/account';
import type { UsState } from '@contracts/organisation';
import type { LoadPersonalInformationInput, PersonalInformationSaved, SavePersonalInformationInput } from '@machines/personalInformation';
import { asFailure } from '@app/shared/api';
import type { StatesEndpoints } from '@app/shared/api/endpoints/states';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import { missingData } from '@app/flows/authCheck/authCheck.actors';
import { noStoredStudent } from '@app/shared/api/failures';

/** The state list (02 §7 State list), shared by the personal information and parent forms. */
export const loadStatesActor = (api: StatesEndpoints) =>
  fromPromise<UsState[]>(async ({ signal }) => {
    const answer = await asFailure(() => api.states(signal));
    if (!answer.data) throw missingData;
    return answer.data;
  });

/** The real I/O of the personal information page. */
export const createPersonalInformationActors = (studentApi: StudentEndpoints, statesApi: StatesEndpoints) => ({
  loadPersonalInformation: fromPromise<SavedPersonalInformation, LoadPersonalInformationInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const answer = await asFailure(() => studentApi.personalInformation(studentId, signal));
    if (!answer.data) throw missingData;
    return answer.data;
  }),
  loadStates: loadStatesActor(statesApi),
  savePersonalInformation: fromPromise<PersonalInformationSaved, SavePersonalInformationInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const answer = await asFailure(() => studentApi.savePersonalInformation(studentId, input.values, signal));
    if (!answer.data) throw missingData;
    return { isParentVerificationRequired: answer.data.isParentVerificationRequired };
  }),
});
