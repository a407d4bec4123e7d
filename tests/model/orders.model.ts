import { ordersMachine } from '@machines/orders';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf, timers } from './harness/model';
import { paidOrder, pendingOrder } from './orders.fixtures';

export const ordersModel: FlowModel<typeof ordersMachine> = {
  id: 'orders',
  title: 'My Orders / Billing: the purchase history with receipts and Pay now (02 §2, §7 Purchase details)',
  machine: ordersMachine,
  input: { studentId: 42 },
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...outcomesOf(s, 'loadOrders', {
      answers: [[pendingOrder, paidOrder], []],
      failures: [networkFailure, refusal(404, 'NOT_FOUND', 'Student not found.')],
    }),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  // The order history only loads and shows: no provided actions, no final state.
  sideEffects: {},
};
