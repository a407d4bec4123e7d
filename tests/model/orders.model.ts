import { ordersMachine } from '@machines/orders';

import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import { paidOrder, pendingOrder } from './orders.fixtures';

export const ordersModel: FlowModel<typeof ordersMachine> = {
  id: 'orders',
  title: 'My Orders / Billing: the purchase history with receipts and Pay now (02 §2, §7 Purchase details)',
  machine: ordersMachine,
  input: { studentId: 42 },
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(invokes(s, 'loadOrders')
      ? [
          done('loadOrders', [pendingOrder, paidOrder]),
          done('loadOrders', []),
          failed('loadOrders', { kind: 'network', httpStatus: 0, message: '' }),
          failed('loadOrders', { kind: 'failure', httpStatus: 404, code: 'NOT_FOUND', message: 'Student not found.' }),
        ]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  // The order history only loads and shows: no provided actions, no final state.
  sideEffects: {},
};
