import { fromPromise } from 'xstate';
import type { ParentVerificationRequest } from '@contracts/account';
import type { LoadParentStudentInput, ParentStudent, ParentVerificationAnswer } from '@machines/parentVerification';
import type { StatesEndpoints } from '@app/shared/api/endpoints/states';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import { noStoredStudent } from '@app/shared/api/failures';
import { loadStatesActor } from '@app/flows/personalInformation/personalInformation.actors';

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
