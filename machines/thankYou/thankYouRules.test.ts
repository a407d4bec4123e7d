import { describe, expect, it } from 'vitest';

import type { PurchaseRecord } from '@contracts/orders';

import { fastLaneStepAfterPurchase, receiptRecordOf, startsSessionTime } from './thankYouRules';

const record = (targetId: number, paymentStatus: string) => ({ targetId, paymentStatus }) as PurchaseRecord;

describe('thank-you rules (02 §4 Payment)', () => {
  it('starts the session time only when the first record is PaymentPending', () => {
    expect(startsSessionTime([record(2, 'PaymentPending'), record(1, 'Completed')])).toBe(true);
    expect(startsSessionTime([record(2, 'Completed'), record(1, 'PaymentPending')])).toBe(false);
    expect(startsSessionTime([])).toBe(false);
  });
  it("turns fast-lane step '3' into '4' and leaves the others", () => {
    expect(fastLaneStepAfterPurchase('3')).toBe('4');
    expect(fastLaneStepAfterPurchase('2')).toBe('2');
    expect(fastLaneStepAfterPurchase('5')).toBe('5');
    expect(fastLaneStepAfterPurchase(undefined)).toBeUndefined();
  });
  it('shows the asked-for transaction, the newest without one, nothing for an unknown one', () => {
    const records = [record(2, 'Completed'), record(1, 'Completed')];
    expect(receiptRecordOf(records, 1)?.targetId).toBe(1);
    expect(receiptRecordOf(records, null)?.targetId).toBe(2);
    expect(receiptRecordOf(records, 9)).toBeUndefined();
  });
});
