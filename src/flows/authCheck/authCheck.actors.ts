import { fromPromise } from 'xstate';

import type { authCheckMachine, CheckedStudent, LoadStudentInput, StoredLogin } from '@machines/authCheck';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { AppStorage } from '@shared/storage';

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

interface AuthCheckDeps extends FlowDeps {
  api: StudentEndpoints;
}

/** Everything the auth-check machine needs from the app: its I/O, storage and navigation. */
export const createAuthCheckImplementations = ({ api, storage, navigate }: AuthCheckDeps) =>
  ({
    actors: createAuthCheckActors(api, storage),
    actions: {
      navigate: navigateAction(navigate),
      rememberStudent: (_, student) => {
        storage.set('isLoggedIn', 'true');
        storage.set('inactivityTimeoutFlagEnabled', student.inactivityTimeoutFlagEnabled ? 'true' : 'false');
      },
    },
  }) satisfies ImplementationsOf<typeof authCheckMachine>;
