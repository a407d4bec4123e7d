// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Failure } from '@machines/shared/failure';
import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createThankYouActors } from '@flows/thankYou/thankYou.actors';

import { paidOrder, pendingOrder } from '../../model/orders.fixtures';
import { actorsOver, answersTable, envelope, failing, failuresPassThrough, noData, outcomeOf, run } from './actorTable';
import { needsStoredStudent, studentRecord } from './sharedTables';

const actorsWith = actorsOver(createThankYouActors, checkoutEndpoints, studentEndpoints);
const details = (fields: Record<string, unknown> = {}) =>
  studentRecord({ studentId: 42, isPersonalInfoPending: true, ...fields });

describe('createThankYouActors: purchase and student', () => {
  answersTable('loadPurchase answers $name', actorsWith, { actor: 'loadPurchase', call: 'purchaseDetails' }, [
    {
      name: 'every record after a payment',
      input: { studentId: 42, studentPaymentTrxId: undefined },
      answer: envelope([pendingOrder, paidOrder]),
      sent: [{ student: { studentId: 42 } }],
      output: [pendingOrder, paidOrder],
    },
    {
      name: 'one order from the history',
      input: { studentId: 42, studentPaymentTrxId: 5001 },
      answer: envelope([paidOrder]),
      sent: [{ student: { studentId: 42 }, studentPaymentTrxId: 5001 }],
      output: [paidOrder],
    },
    {
      name: 'no records for an answer without data',
      input: { studentId: 42, studentPaymentTrxId: undefined },
      answer: noData(),
      sent: [{ student: { studentId: 42 } }],
      output: [],
    },
  ]);

  answersTable(
    'loadStudent answers the name and e-mail with $name',
    actorsWith,
    { actor: 'loadStudent', call: 'studentDetails', input: { studentId: 42 }, sent: [42] },
    [
      {
        name: 'personal information still pending',
        answer: envelope(details()),
        output: { name: 'Sam Student', emailId: 'sam@example.com', isPersonalInfoPending: true },
      },
      {
        name: 'personal information given',
        answer: envelope(details({ isPersonalInfoPending: false })),
        output: { name: 'Sam Student', emailId: 'sam@example.com', isPersonalInfoPending: false },
      },
      {
        name: 'a name without a last name, trimmed',
        answer: envelope(details({ lastName: '' })),
        output: { name: 'Sam', emailId: 'sam@example.com', isPersonalInfoPending: true },
      },
    ],
  );

  it('loadPurchase answers no records when the server does not disclose the payment (404 NOT_FOUND): the page says it was not found', async () => {
    const notDisclosed: Failure = {
      kind: 'failure',
      httpStatus: 404,
      code: 'NOT_FOUND',
      message: 'Payment not found.',
    };
    const purchaseDetails = failing(notDisclosed);
    const result = await run(actorsWith({ purchaseDetails }).loadPurchase, { studentId: 42, studentPaymentTrxId: 9 });
    expect(result).toEqual({ output: [] });
  });

  needsStoredStudent(actorsWith, [
    ['loadPurchase', 'purchaseDetails'],
    ['loadStudent', 'studentDetails'],
  ]);
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
      // In the interface language (the actors' default without one: English).
      expect(calls.downloadReceipt).toHaveBeenCalledWith(studentPaymentTrxId, 'en', expect.any(AbortSignal));
      expect(clicked).toEqual([`receipt-${studentPaymentTrxId}.pdf blob:receipt`]);
    },
  );

  answersTable('emailReceipt $name', actorsWith, { actor: 'emailReceipt', call: 'emailReceipt' }, [
    {
      name: 'asks for the e-mail of the receipt and ends without output',
      input: { studentPaymentTrxId: 5001 },
      answer: noData('The receipt has been sent.'),
      sent: [5001, 'en'],
    },
  ]);
});

describe('createThankYouActors: failures', () => {
  failuresPassThrough(actorsWith, [
    ['loadPurchase', 'purchaseDetails', { studentId: 42 }],
    ['loadStudent', 'studentDetails', { studentId: 42 }],
    ['downloadReceipt', 'downloadReceipt', { studentPaymentTrxId: 5001 }],
    ['emailReceipt', 'emailReceipt', { studentPaymentTrxId: 5001 }],
  ]);
});
