import { fromPromise } from 'xstate';

import type { PurchaseRecord } from '@contracts/index';
import type { LoadPurchasesInput, LoadStudentInput, takeSurveyMachine, TakeSurveyStudent } from '@machines/takeSurvey';
import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';

/** The real I/O of the take-survey page: Purchase details and Student details (02 §7). */
export const createTakeSurveyActors = (checkoutApi: CheckoutEndpoints, studentApi: StudentEndpoints) => ({
  loadPurchases: fromPromise<PurchaseRecord[], LoadPurchasesInput>(
    async ({ input, signal }) =>
      (await checkoutApi.purchaseDetails({ student: { studentId: input.studentId } }, signal)).data ?? [],
  ),
  loadStudent: fromPromise<TakeSurveyStudent, LoadStudentInput>(async ({ input, signal }) => {
    const { firstName, lastName, emailId } = (await studentApi.studentDetails(input.studentId, signal)).data;
    return { firstName, lastName, emailId };
  }),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createTakeSurveyImplementations = ({
  checkoutApi,
  studentApi,
  navigate,
}: {
  checkoutApi: CheckoutEndpoints;
  studentApi: StudentEndpoints;
  navigate: NavigateTo;
}) =>
  ({
    actors: createTakeSurveyActors(checkoutApi, studentApi),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof takeSurveyMachine>;
