import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

import type { PurchaseRecord } from '@contracts/orders';

import { afterPayment } from '../../tests/model/thankYou.model';
import * as timings from '../timings';
import { thankYouMachine } from './thankYou.machine';
import type { LoadPurchaseInput, ThankYouInput, ThankYouStudent } from './thankYou.types';

const paid = { targetId: 5001, paymentStatus: 'Completed', student: { emailId: 'sam@example.com' } } as PurchaseRecord;
const pending = {
  targetId: 5002,
  paymentStatus: 'PaymentPending',
  student: { emailId: 'sam@example.com' },
} as PurchaseRecord;
const base: ThankYouInput = { ...afterPayment, triviaIndex: 0 };

/** Runs the machine with answering actors and spying actions; the side effects the harness cannot see. */
async function run(
  input: ThankYouInput,
  records: PurchaseRecord[],
  student: ThankYouStudent = { name: 'Sam', emailId: 'sam@example.com', isPersonalInfoPending: true },
) {
  const requests: LoadPurchaseInput[] = [];
  const spies = {
    startSessionTime: vi.fn(),
    storeFastLaneStep: vi.fn(),
    storeSkipPersonalInfo: vi.fn(),
    navigate: vi.fn(),
    printReceipt: vi.fn(),
    leaveParentFlow: vi.fn(),
  };
  const clock = new SimulatedClock();
  const logic = thankYouMachine.provide({
    actors: {
      loadPurchase: fromPromise(async ({ input }: { input: LoadPurchaseInput }) => {
        requests.push(input);
        return records;
      }),
      loadStudent: fromPromise(async () => student),
    },
    actions: {
      startSessionTime: spies.startSessionTime,
      storeFastLaneStep: (_, params) => spies.storeFastLaneStep(params),
      storeSkipPersonalInfo: spies.storeSkipPersonalInfo,
      navigate: (_, params) => spies.navigate(params),
      printReceipt: spies.printReceipt,
      leaveParentFlow: spies.leaveParentFlow,
    },
  });
  const actor = createActor(logic, { input, clock }).start();
  await vi.waitFor(() =>
    expect(actor.getSnapshot().matches('loadingPurchase') || actor.getSnapshot().matches('loadingStudent')).toBe(false),
  );
  return { actor, requests, spies, clock };
}

describe('thank-you machine side effects (02 §4, §7)', () => {
  it('asks for all of the student’s records after a normal payment', async () => {
    const { requests } = await run(base, [paid]);
    expect(requests).toEqual([{ studentId: 42, studentPaymentTrxId: undefined }]);
  });
  it('asks for the last payment’s transaction after an upsell payment, and for the asked-for order from the history', async () => {
    expect((await run({ ...base, upsellPayment: true }, [paid])).requests).toEqual([
      { studentId: 42, studentPaymentTrxId: 5001 },
    ]);
    expect((await run({ ...base, afterPayment: false, studentPaymentTrxId: 5002 }, [pending])).requests).toEqual([
      { studentId: 42, studentPaymentTrxId: 5002 },
    ]);
  });
  it('sets the session-time flag for a first PaymentPending record and moves fast-lane step 3 to 4', async () => {
    const { spies, actor } = await run({ ...base, fastLaneStep: '3', studentPaymentTrxId: 5002 }, [pending, paid]);
    expect(spies.startSessionTime).toHaveBeenCalledTimes(1);
    expect(spies.storeFastLaneStep).toHaveBeenCalledWith({ step: '4' });
    expect(actor.getSnapshot().context.fastLaneStep).toBe('4');
  });
  it('changes nothing for a completed first record and another fast-lane step', async () => {
    const { spies } = await run({ ...base, fastLaneStep: '5' }, [paid]);
    expect(spies.startSessionTime).not.toHaveBeenCalled();
    expect(spies.storeFastLaneStep).not.toHaveBeenCalled();
  });
  it('stores skipPersonalInfo when the personal information is complete, and Continue then goes to the dashboard', async () => {
    const { spies, actor } = await run(base, [paid], {
      name: 'Sam',
      emailId: 'sam@example.com',
      isPersonalInfoPending: false,
    });
    expect(spies.storeSkipPersonalInfo).toHaveBeenCalledTimes(1);
    actor.send({ type: 'continue.request' });
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/home/dashboard' });
  });
  it('continues to personal information, or to fast-lane personal information for a fast-lane student', async () => {
    const normal = await run(base, [paid]);
    normal.actor.send({ type: 'continue.request' });
    expect(normal.spies.navigate).toHaveBeenCalledWith({ to: '/home/personal-information' });
    const fast = await run({ ...base, isFastLaneStudent: true, skipPersonalInfo: true }, [paid]);
    fast.actor.send({ type: 'continue.request' });
    expect(fast.spies.navigate).toHaveBeenCalledWith({ to: '/home/fast-lane-personal-information' });
  });
  it('leaves the parent flow 2 seconds after the payment message, not before', async () => {
    const { spies, actor, clock } = await run({ ...base, parentEmailFlow: true }, [paid]);
    actor.send({ type: 'continue.request' });
    clock.increment(timings.parentFlowDoneRedirect - 1);
    expect(spies.leaveParentFlow).not.toHaveBeenCalled();
    clock.increment(1);
    expect(spies.leaveParentFlow).toHaveBeenCalledTimes(1);
    expect(spies.navigate).not.toHaveBeenCalled();
  });
  it('opens the survey when required and continues after it', async () => {
    const { spies, actor } = await run({ ...base, surveyRequired: true }, [paid]);
    actor.send({ type: 'continue.request' });
    expect(actor.getSnapshot().value).toBe('surveying');
    expect(spies.navigate).not.toHaveBeenCalled();
    actor.send({ type: 'survey.finish' });
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/home/personal-information' });
  });
  it('prints through the provided action', async () => {
    const { spies, actor } = await run(base, [paid]);
    actor.send({ type: 'receipt.print' });
    expect(spies.printReceipt).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });
});
