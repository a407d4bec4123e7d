import type { PurchaseRecord } from '@contracts/orders';

import type { FastLaneStep } from './thankYou.types';

/** The purchase record status of a payment not yet completed (02 §3, §4). */
export const paymentPendingStatus = 'PaymentPending';

/** 02 §4: a first purchase record with status 'PaymentPending' starts the session-time count. */
export const startsSessionTime = (records: readonly PurchaseRecord[]): boolean =>
  records[0]?.paymentStatus === paymentPendingStatus;

/** 02 §4: after a successful purchase fetch, fast-lane step '3' (billing details) becomes '4' (personal information). */
export const fastLaneStepAfterPurchase = (step: FastLaneStep | undefined): FastLaneStep | undefined =>
  step === '3' ? '4' : step;

/** The record the receipt shows: the asked-for transaction, else the newest one. */
export const receiptRecordOf = (
  records: readonly PurchaseRecord[],
  studentPaymentTrxId: number | null,
): PurchaseRecord | undefined =>
  records.find((record) => record.targetId === studentPaymentTrxId) ??
  (studentPaymentTrxId === null ? records[0] : undefined);
