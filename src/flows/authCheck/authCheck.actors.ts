import { fromPromise } from 'xstate';
import type { CheckedStudent, LoadStudentInput, StoredLogin } from '@machines/authCheck';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import type { AppStorage } from '@app/shared/storage';

/** The real I/O of the auth-check machine. */
export const createAuthCheckActors = (api: StudentEndpoints, storage: AppStorage) => ({
  readStoredLogin: fromPromise<StoredLogin>(async () => ({
    loginFlag: storage.get('loginFlag') === 'true',
    studentId: storage.get('studentId'),
  })),
  loadStudent: fromPromise<CheckedStudent, LoadStudentInput>(async ({ input, signal }) => {
    const { studentId, inactivityTimeoutFlagEnabled } = (await api.studentDetails(input.studentId, signal)).data;
    return { studentId, inactivityTimeoutFlagEnabled };
  }),
});
