import { fromPromise } from 'xstate';
import type { AccountStudent, LoadAccountInput } from '@machines/accountSettings';
import { asFailure } from '@app/shared/api';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import { missingData } from '@app/flows/authCheck/authCheck.actors';
import { noStoredStudent } from '@app/shared/api/failures';

/** The real I/O of the settings page: Student details (02 §7). */
export const createAccountSettingsActors = (api: StudentEndpoints) => ({
  loadAccount: fromPromise<AccountStudent, LoadAccountInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const answer = await asFailure(() => api.studentDetails(studentId, signal));
    if (!answer.data) throw missingData;
    const { firstName, lastName, emailId, status, isVerified } = answer.data;
    return { firstName, lastName, emailId, status, isVerified };
  }),
});
