import { describe } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { createOrdersActors } from '@flows/orders/orders.actors';

import { paidOrder, pendingOrder } from '../../model/orders.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough } from './actorTable';
import { listRows, needsStoredStudent } from './sharedTables';

const actorsWith = actorsOver(createOrdersActors, checkoutEndpoints);

describe('createOrdersActors', () => {
  answersTable(
    'loadOrders answers $name',
    actorsWith,
    { actor: 'loadOrders', call: 'purchaseDetails', input: { studentId: 42 }, sent: [{ student: { studentId: 42 } }] },
    listRows('records', {
      name: "the student's records as answered",
      answer: envelope([pendingOrder, paidOrder]),
      output: [pendingOrder, paidOrder],
    }),
  );

  needsStoredStudent(actorsWith, [['loadOrders', 'purchaseDetails']]);

  failuresPassThrough(actorsWith, [['loadOrders', 'purchaseDetails', { studentId: 42 }]]);
});
