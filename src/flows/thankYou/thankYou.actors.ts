import { fromPromise } from 'xstate';

import { failureCodes } from '@contracts/envelope';
import type { PurchaseRecord } from '@contracts/index';
import type {
  LoadPurchaseInput,
  LoadStudentInput,
  ReceiptInput,
  thankYouMachine,
  ThankYouStudent,
} from '@machines/thankYou';
import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { isFailure, noStoredStudent } from '@shared/api/failures';
import { saveFile } from '@shared/files/saveFile';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';
import type { AppStorage } from '@shared/storage';

/** Where the parent goes once the payment is done (02 §2: the external driving-school start page). */
const parentFlowDoneUrl = import.meta.env.VITE_PARENT_FLOW_DONE_URL || '/';

/** The receipt PDF with the session's headers (src/shared/api/endpoints/checkout.ts: `client.download(apiPaths.receipt, { studentPaymentTrxId }, signal)`). */
export type DownloadReceipt = (studentPaymentTrxId: number, language: string, signal: AbortSignal) => Promise<Blob>;

/** The real I/O of the thank-you / receipt page: Purchase details, Student details, receipt download and e-mail (02 §7). */
export const createThankYouActors = (
  checkoutApi: CheckoutEndpoints & { downloadReceipt: DownloadReceipt },
  studentApi: StudentEndpoints,
  /** The interface language: the receipt PDF is printed in it. */
  language: () => string = () => 'en',
) => ({
  loadPurchase: fromPromise<PurchaseRecord[], LoadPurchaseInput>(async ({ input, signal }) => {
    const { studentId, studentPaymentTrxId } = input;
    if (studentId === undefined) throw noStoredStudent;
    try {
      return (
        (
          await checkoutApi.purchaseDetails(
            { student: { studentId }, ...(studentPaymentTrxId === undefined ? {} : { studentPaymentTrxId }) },
            signal,
          )
        ).data ?? []
      );
    } catch (error) {
      // A receipt link for a payment that is not the student's: the server does not disclose it (404 NOT_FOUND), and
      // trying again cannot help, so the page says the payment was not found, as for a list without it.
      if (isFailure(error) && error.code === failureCodes.notFound) return [];
      throw error;
    }
  }),
  loadStudent: fromPromise<ThankYouStudent, LoadStudentInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const { firstName, lastName, emailId, isPersonalInfoPending } = (await studentApi.studentDetails(studentId, signal))
      .data;
    return { name: `${firstName} ${lastName}`.trim(), emailId, isPersonalInfoPending };
  }),
  downloadReceipt: fromPromise<void, ReceiptInput>(async ({ input, signal }) => {
    const blob = await checkoutApi.downloadReceipt(input.studentPaymentTrxId, language(), signal);
    saveFile(blob, `receipt-${input.studentPaymentTrxId}.pdf`);
  }),
  emailReceipt: fromPromise<void, ReceiptInput>(async ({ input, signal }) => {
    await checkoutApi.emailReceipt(input.studentPaymentTrxId, language(), signal);
  }),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createThankYouImplementations = ({
  checkoutApi,
  studentApi,
  storage,
  navigate,
  language,
}: {
  checkoutApi: CheckoutEndpoints & { downloadReceipt: DownloadReceipt };
  studentApi: StudentEndpoints;
  storage: AppStorage;
  navigate: NavigateTo;
  language: () => string;
}) =>
  ({
    actors: createThankYouActors(checkoutApi, studentApi, language),
    actions: {
      startSessionTime: () => storage.set('sessionTimeFlag', 'true'),
      storeFastLaneStep: (_, params) => storage.set('fastLaneStep', params.step),
      storeSkipPersonalInfo: () => storage.set('skipPersonalInfo', 'true'),
      navigate: navigateAction(navigate),
      printReceipt: () => window.print(),
      leaveParentFlow: () => {
        storage.clearSession();
        window.location.assign(parentFlowDoneUrl);
      },
    },
  }) satisfies ImplementationsOf<typeof thankYouMachine>;
