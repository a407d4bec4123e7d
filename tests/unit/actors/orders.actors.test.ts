import { describe, expect, it } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { noStoredStudent } from '@shared/api/failures';
import { createOrdersActors } from '@flows/orders/orders.actors';

import { paidOrder, pendingOrder } from '../../model/orders.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createOrdersActors(fakeArea(checkoutEndpoints, calls));

describe('createOrdersActors', () => {
  it.each([
    {
      name: "the student's records as answered",
      answer: envelope([pendingOrder, paidOrder]),
      output: [pendingOrder, paidOrder],
    },
    { name: 'no records', answer: envelope([]), output: [] },
    { name: 'no records for an answer without data', answer: noData(), output: [] },
  ])('loadOrders answers $name', async ({ answer, output }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'loadOrders', { studentId: 42 }, { purchaseDetails: answer });
    expect(result).toEqual({ output });
    expect(calls.purchaseDetails).toHaveBeenCalledWith({ student: { studentId: 42 } }, expect.any(AbortSignal));
  });

  it('loadOrders without a stored student fails plainly, without a call', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadOrders',
      { studentId: undefined },
      { purchaseDetails: envelope([]) },
    );
    expect(result).toEqual({ error: noStoredStudent });
    expect(calls.purchaseDetails).not.toHaveBeenCalled();
  });

  failuresPassThrough(actorsWith, [['loadOrders', 'purchaseDetails', { studentId: 42 }]]);
});
