import { fromPromise } from 'xstate';
import type { PurchaseRecord } from '@contracts/index';
import type { LoadPurchaseInput, LoadStudentInput, ReceiptInput, ThankYouStudent } from '@machines/thankYou';
import { asFailure, type Api } from '@app/shared/api';
import { missingData } from '@app/flows/authCheck/authCheck.actors';
import { noStoredStudent } from '@app/shared/api/failures';

/** Saves a downloaded file under a name (an object URL and a temporary download link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The receipt PDF with the session's headers (endpoints.ts: `client.download(apiPaths.receipt, { studentPaymentTrxId }, signal)`). */
export type DownloadReceipt = (studentPaymentTrxId: number, signal?: AbortSignal) => Promise<Blob>;

/** The real I/O of the thank-you / receipt page: Purchase details, Student details, receipt download and e-mail (02 §7). */
export const createThankYouActors = (api: Api & { downloadReceipt: DownloadReceipt }) => ({
  loadPurchase: fromPromise<PurchaseRecord[], LoadPurchaseInput>(async ({ input, signal }) => {
    const { studentId, studentPaymentTrxId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const answer = await asFailure(() => api.purchaseDetails({ student: { studentId }, ...(studentPaymentTrxId === undefined ? {} : { studentPaymentTrxId }) }, signal));
    return answer.data ?? [];
  }),
  loadStudent: fromPromise<ThankYouStudent, LoadStudentInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const answer = await asFailure(() => api.studentDetails(studentId, signal));
    if (!answer.data) throw missingData;
    const { firstName, lastName, emailId, isPersonalInfoPending } = answer.data;
    return { name: `${firstName} ${lastName}`.trim(), emailId, isPersonalInfoPending };
  }),
  downloadReceipt: fromPromise<void, ReceiptInput>(async ({ input, signal }) => {
    const blob = await asFailure(() => api.downloadReceipt(input.studentPaymentTrxId, signal));
    saveFile(blob, `receipt-${input.studentPaymentTrxId}.pdf`);
  }),
  emailReceipt: fromPromise<void, ReceiptInput>(async ({ input, signal }) => {
    await asFailure(() => api.emailReceipt(input.studentPaymentTrxId, signal));
  }),
});
