import { describe, expect, it } from 'vitest';

import type { PurchaseRecord } from '@contracts/orders';

import { newestCompletedRecordOf, surveyInputOf } from './takeSurveyRules';

const record = (targetId: number, paymentStatus: string, paymentDate: string) =>
  ({ targetId, paymentStatus, paymentDate }) as PurchaseRecord;

describe('take-survey rules (02 §2 take-survey)', () => {
  it('picks the newest completed record by payment date, whatever the listed order', () => {
    const records = [
      record(3, 'PaymentPending', '2026-07-01T00:00:00Z'),
      record(1, 'Completed', '2026-03-04T10:00:00Z'),
      record(2, 'Completed', '2026-06-01T09:00:00Z'),
    ];
    expect(newestCompletedRecordOf(records)?.targetId).toBe(2);
  });
  it('keeps the first listed on equal or unreadable dates (the API lists newest first)', () => {
    expect(
      newestCompletedRecordOf([
        record(2, 'Completed', '2026-06-01T09:00:00Z'),
        record(1, 'Completed', '2026-06-01T09:00:00Z'),
      ])?.targetId,
    ).toBe(2);
    expect(newestCompletedRecordOf([record(2, 'Completed', ''), record(1, 'Completed', 'unknown')])?.targetId).toBe(2);
  });
  it('finds nothing without a completed record', () => {
    expect(newestCompletedRecordOf([record(3, 'PaymentPending', '2026-07-01T00:00:00Z')])).toBeUndefined();
    expect(newestCompletedRecordOf([])).toBeUndefined();
  });
  it('gives the survey the order, the trimmed full name and the e-mail', () => {
    const paid = record(5001, 'Completed', '2026-03-04T10:00:00Z');
    expect(surveyInputOf(paid, { firstName: 'Sam', lastName: 'Student', emailId: 'sam@example.com' })).toEqual({
      studentPaymentTrxId: 5001,
      name: 'Sam Student',
      emailId: 'sam@example.com',
    });
    expect(surveyInputOf(paid, { firstName: 'Sam', lastName: '', emailId: 'sam@example.com' }).name).toBe('Sam');
  });
});
