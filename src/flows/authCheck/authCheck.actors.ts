import { fromPromise } from 'xstate';
import type { CheckedStudent, LoadStudentInput, StoredLogin } from '@machines/authCheck';
import type { Failure } from '@machines/shared/failure';
import { asFailure } from '@app/shared/api';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import type { AppStorage } from '@app/shared/storage';

/** A success envelope without its data is an answer the app cannot use. */
export const missingData: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/** The real I/O of the auth-check machine. */
export const createAuthCheckActors = (api: StudentEndpoints, storage: AppStorage) => ({
  readStoredLogin: fromPromise<StoredLogin>(async () => ({
    loginFlag: storage.get('loginFlag') === 'true',
    studentId: storage.get('studentId'),
  })),
  loadStudent: fromPromise<CheckedStudent, LoadStudentInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.studentDetails(input.studentId, signal));
    if (!answer.data) throw missingData;
    return { studentId: answer.data.studentId, inactivityTimeoutFlagEnabled: answer.data.inactivityTimeoutFlagEnabled };
  }),
});
