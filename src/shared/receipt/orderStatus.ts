import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PurchaseRecord } from '@contracts/orders';
import { paymentPendingStatus } from '@machines/thankYou';

const statusNames: Record<string, MessageDescriptor> = {
  Completed: msg`Paid`,
  [paymentPendingStatus]: msg`Payment pending`,
  // An unpaid order replaced by a newer order of the same course (server/payments/openOrders.ts).
  Cancelled: msg`Cancelled`,
};

const paymentModeNames: Record<PurchaseRecord['paymentMode'], MessageDescriptor> = {
  Card: msg`Card`,
  Wallet: msg`Wallet`,
  PayLater: msg`Pay later`,
  Bypass: msg`No payment needed`,
};

/** The payment status in the reader's language; an unknown status is shown as sent. */
export const orderStatusOf = (i18n: I18n, status: string): string => {
  const known = statusNames[status];
  return known ? i18n._(known) : status;
};

/** 'Visa •••• 4242', 'PayPal', or the payment mode when there is no instrument. */
export const paymentInstrumentOf = (i18n: I18n, record: PurchaseRecord): string =>
  record.paymentInstrumentType ?? i18n._(paymentModeNames[record.paymentMode]);

/** The status badge class of the home pages' look. */
export const statusBadgeClass = (status: string): string =>
  `status-badge status-badge--${status.toLowerCase().replace(/[^a-z]/g, '')}`;
