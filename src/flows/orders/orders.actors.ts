import { fromPromise } from 'xstate';
import type { PurchaseRecord } from '@contracts/checkout';
import type { LoadOrdersInput } from '@machines/orders';
import type { CheckoutEndpoints } from '@app/shared/api/endpoints/checkout';
import { noStoredStudent } from '@app/shared/api/failures';

/** The real I/O of the order history: Purchase details (02 §7), all of the student's records, newest first. */
export const createOrdersActors = (api: CheckoutEndpoints) => ({
  loadOrders: fromPromise<PurchaseRecord[], LoadOrdersInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return (await api.purchaseDetails({ student: { studentId } }, signal)).data ?? [];
  }),
});
