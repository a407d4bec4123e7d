import { fromPromise } from 'xstate';

import type { PurchaseRecord } from '@contracts/orders';
import type { LoadOrdersInput, ordersMachine } from '@machines/orders';
import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';
import { noStoredStudent } from '@shared/api/failures';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The real I/O of the order history: Purchase details (02 §7), all of the student's records, newest first. */
export const createOrdersActors = (api: CheckoutEndpoints) => ({
  loadOrders: fromPromise<PurchaseRecord[], LoadOrdersInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    return (await api.purchaseDetails({ student: { studentId } }, signal)).data ?? [];
  }),
});

/** Everything the orders machine needs from the app: its I/O. */
export const createOrdersImplementations = ({ api }: { api: CheckoutEndpoints }) =>
  ({
    actors: createOrdersActors(api),
  }) satisfies ImplementationsOf<typeof ordersMachine>;
