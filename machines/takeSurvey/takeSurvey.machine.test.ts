import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import type { PurchaseRecord } from '@contracts/orders';

import { takeSurveyMachine } from './takeSurvey.machine';
import type { LoadPurchasesInput, LoadStudentInput } from './takeSurvey.types';

const paid = { targetId: 5001, paymentStatus: 'Completed', paymentDate: '2026-03-04T10:00:00Z' } as PurchaseRecord;

/** The side effects the model test cannot see: the requests and the dashboard navigation. */
describe('take-survey machine side effects (02 §2 take-survey)', () => {
  it('asks for the stored student’s purchases and details, and goes to the dashboard when the survey ends', async () => {
    const requests: Array<LoadPurchasesInput | LoadStudentInput> = [];
    const navigate = vi.fn();
    const logic = takeSurveyMachine.provide({
      actors: {
        loadPurchases: fromPromise(async ({ input }: { input: LoadPurchasesInput }) => {
          requests.push(input);
          return [paid];
        }),
        loadStudent: fromPromise(async ({ input }: { input: LoadStudentInput }) => {
          requests.push(input);
          return { firstName: 'Sam', lastName: 'Student', emailId: 'sam@example.com' };
        }),
      },
      actions: { navigate: (_, params) => navigate(params) },
    });
    const actor = createActor(logic, { input: { studentId: 42 } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('answering'));
    expect(requests).toEqual([{ studentId: 42 }, { studentId: 42 }]);
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'survey.finish' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith({ to: '/home/dashboard' });
  });
});
