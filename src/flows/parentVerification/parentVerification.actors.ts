import { fromPromise } from 'xstate';

import type { ParentVerificationRequest } from '@contracts/account';
import type {
  LoadParentStudentInput,
  ParentStudent,
  ParentVerificationAnswer,
  parentVerificationMachine,
} from '@machines/parentVerification';
import type { StatesEndpoints } from '@shared/api/endpoints/states';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import { loadStatesActor } from '@shared/api/loadStates';
import { type FlowDeps, type ImplementationsOf, navigateAction } from '@shared/flows/implementations';

/** The real I/O of the parent verification page (02 §7 Student details, State list, Parent verification). */
export const createParentVerificationActors = (studentApi: StudentEndpoints, statesApi: StatesEndpoints) => ({
  loadStudent: fromPromise<ParentStudent, LoadParentStudentInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return { defaultStPaymentTrxId: (await studentApi.studentDetails(studentId, signal)).data.defaultStPaymentTrxId };
  }),
  loadStates: loadStatesActor(statesApi),
  verifyParent: fromPromise<ParentVerificationAnswer, ParentVerificationRequest>(async ({ input, signal }) => ({
    message: (await studentApi.parentVerification(input, signal)).status.message,
  })),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createParentVerificationImplementations = ({
  studentApi,
  statesApi,
  storage,
  navigate,
}: FlowDeps & { studentApi: StudentEndpoints; statesApi: StatesEndpoints }) =>
  ({
    actors: createParentVerificationActors(studentApi, statesApi),
    actions: {
      navigate: navigateAction(navigate),
      storeParentVerified: () => storage.set('parentVerificationStatus', 'true'),
    },
  }) satisfies ImplementationsOf<typeof parentVerificationMachine>;
