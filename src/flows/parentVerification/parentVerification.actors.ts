import { fromPromise } from 'xstate';
import type { ParentVerificationRequest } from '@contracts/account';
import type { LoadParentStudentInput, ParentStudent, ParentVerificationAnswer } from '@machines/parentVerification';
import { asFailure, type Api } from '@app/shared/api';
import { missingData } from '@app/flows/authCheck/authCheck.actors';
import { noStoredStudent } from '@app/shared/api/failures';
import { loadStatesActor } from '@app/flows/personalInformation/personalInformation.actors';

/** The real I/O of the parent verification page (02 §7 Student details, State list, Parent verification). */
export const createParentVerificationActors = (api: Api) => ({
  loadStudent: fromPromise<ParentStudent, LoadParentStudentInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const answer = await asFailure(() => api.studentDetails(studentId, signal));
    if (!answer.data) throw missingData;
    return { defaultStPaymentTrxId: answer.data.defaultStPaymentTrxId };
  }),
  loadStates: loadStatesActor(api),
  verifyParent: fromPromise<ParentVerificationAnswer, ParentVerificationRequest>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.parentVerification(input, signal));
    return { message: answer.status.message };
  }),
});
