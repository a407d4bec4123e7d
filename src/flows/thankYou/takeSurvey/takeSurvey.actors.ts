import { fromPromise } from 'xstate';
import type { PurchaseRecord } from '@contracts/index';
import type { LoadPurchasesInput, LoadStudentInput, TakeSurveyStudent } from '@machines/takeSurvey';
import { asFailure, type Api } from '@app/shared/api';
import { missingData } from '@app/flows/authCheck/authCheck.actors';

/** The real I/O of the take-survey page: Purchase details and Student details (02 §7). */
export const createTakeSurveyActors = (api: Api) => ({
  loadPurchases: fromPromise<PurchaseRecord[], LoadPurchasesInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.purchaseDetails({ student: { studentId: input.studentId } }, signal));
    return answer.data ?? [];
  }),
  loadStudent: fromPromise<TakeSurveyStudent, LoadStudentInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.studentDetails(input.studentId, signal));
    if (!answer.data) throw missingData;
    const { firstName, lastName, emailId } = answer.data;
    return { firstName, lastName, emailId };
  }),
});
