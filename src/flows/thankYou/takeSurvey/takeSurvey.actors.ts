import { fromPromise } from 'xstate';
import type { PurchaseRecord } from '@contracts/index';
import type { LoadPurchasesInput, LoadStudentInput, TakeSurveyStudent } from '@machines/takeSurvey';
import { asFailure } from '@app/shared/api';
import type { CheckoutEndpoints } from '@app/shared/api/endpoints/checkout';
import type { StudentEndpoints } from '@app/shared/api/endpoints/student';
import { missingData } from '@app/flows/authCheck/authCheck.actors';

/** The real I/O of the take-survey page: Purchase details and Student details (02 §7). */
export const createTakeSurveyActors = (checkoutApi: CheckoutEndpoints, studentApi: StudentEndpoints) => ({
  loadPurchases: fromPromise<PurchaseRecord[], LoadPurchasesInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => checkoutApi.purchaseDetails({ student: { studentId: input.studentId } }, signal));
    return answer.data ?? [];
  }),
  loadStudent: fromPromise<TakeSurveyStudent, LoadStudentInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => studentApi.studentDetails(input.studentId, signal));
    if (!answer.data) throw missingData;
    const { firstName, lastName, emailId } = answer.data;
    return { firstName, lastName, emailId };
  }),
});
