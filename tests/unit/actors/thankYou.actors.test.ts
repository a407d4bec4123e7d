import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import { createThankYouActors } from '@flows/thankYou/thankYou.actors';

import { paidOrder, pendingOrder } from '../../model/orders.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) =>
  createThankYouActors(fakeArea(checkoutEndpoints, calls), fakeArea(studentEndpoints, calls));
const details = (fields: Record<string, unknown> = {}) => ({
  studentId: 42,
  firstName: 'Sam',
  lastName: 'Student',
  emailId: 'sam@example.com',
  isPersonalInfoPending: true,
  ...fields,
});

describe('createThankYouActors: purchase and student', () => {
  it.each([
    {
      name: 'every record after a payment',
      input: { studentId: 42, studentPaymentTrxId: undefined },
      answer: envelope([pendingOrder, paidOrder]),
      sent: { student: { studentId: 42 } },
      output: [pendingOrder, paidOrder],
    },
    {
      name: 'one order from the history',
      input: { studentId: 42, studentPaymentTrxId: 5001 },
      answer: envelope([paidOrder]),
      sent: { student: { studentId: 42 }, studentPaymentTrxId: 5001 },
      output: [paidOrder],
    },
    {
      name: 'no records for an answer without data',
      input: { studentId: 42, studentPaymentTrxId: undefined },
      answer: noData(),
      sent: { student: { studentId: 42 } },
      output: [],
    },
  ])('loadPurchase answers $name', async ({ input, answer, sent, output }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'loadPurchase', input, { purchaseDetails: answer });
    expect(result).toEqual({ output });
    expect(calls.purchaseDetails).toHaveBeenCalledWith(sent, expect.any(AbortSignal));
  });

  it.each([
    {
      name: 'personal information still pending',
      data: details(),
      output: { name: 'Sam Student', emailId: 'sam@example.com', isPersonalInfoPending: true },
    },
    {
      name: 'personal information given',
      data: details({ isPersonalInfoPending: false }),
      output: { name: 'Sam Student', emailId: 'sam@example.com', isPersonalInfoPending: false },
    },
    {
      name: 'a name without a last name, trimmed',
      data: details({ lastName: '' }),
      output: { name: 'Sam', emailId: 'sam@example.com', isPersonalInfoPending: true },
    },
  ])('loadStudent answers the name and e-mail with $name', async ({ data, output }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadStudent',
      { studentId: 42 },
      { studentDetails: envelope(data) },
    );
    expect(result).toEqual({ output });
    expect(calls.studentDetails).toHaveBeenCalledWith(42, expect.any(AbortSignal));
  });

  it.each([
    { actor: 'loadPurchase', call: 'purchaseDetails' },
    { actor: 'loadStudent', call: 'studentDetails' },
  ])('$actor without a stored student fails plainly, without a call', async ({ actor, call }) => {
    const { result, calls } = await outcomeOf(actorsWith, actor, { studentId: undefined }, { [call]: envelope([]) });
    expect(result).toEqual({ error: noStoredStudent });
    expect(calls[call]).not.toHaveBeenCalled();
  });
});

describe('createThankYouActors: receipt', () => {
  const clicked: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    clicked.length = 0;
    // jsdom has no object URLs; the download link's click is what the browser would act on.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.restoreAllMocks();
  });

  it.each([{ studentPaymentTrxId: 5001 }, { studentPaymentTrxId: 5002 }])(
    'downloadReceipt saves the PDF of $studentPaymentTrxId under its name',
    async ({ studentPaymentTrxId }) => {
      const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      const { result, calls } = await outcomeOf(
        actorsWith,
        'downloadReceipt',
        { studentPaymentTrxId },
        { downloadReceipt: pdf },
      );
      expect(result).toEqual({ output: undefined });
      expect(calls.downloadReceipt).toHaveBeenCalledWith(studentPaymentTrxId, expect.any(AbortSignal));
      expect(clicked).toEqual([`receipt-${studentPaymentTrxId}.pdf blob:receipt`]);
    },
  );

  it('emailReceipt asks for the e-mail of the receipt and ends without output', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'emailReceipt',
      { studentPaymentTrxId: 5001 },
      { emailReceipt: noData('The receipt has been sent.') },
    );
    expect(result).toEqual({ output: undefined });
    expect(calls.emailReceipt).toHaveBeenCalledWith(5001, expect.any(AbortSignal));
  });
});

describe('createThankYouActors: failures', () => {
  failuresPassThrough(actorsWith, [
    ['loadPurchase', 'purchaseDetails', { studentId: 42 }],
    ['loadStudent', 'studentDetails', { studentId: 42 }],
    ['downloadReceipt', 'downloadReceipt', { studentPaymentTrxId: 5001 }],
    ['emailReceipt', 'emailReceipt', { studentPaymentTrxId: 5001 }],
  ]);
});
