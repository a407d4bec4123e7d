import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { RefundGround, RefundItemKind, RefundRefusal } from '@contracts/refunds';

/** Why an item may be refunded, in the student's words (the rules: docs/decisions.md, Refunds). */
export const groundLabels: Record<RefundGround, MessageDescriptor> = {
  cancellationPeriod: msg`Cancellation period: a full refund before midnight of the third business day after you enrolled`,
  notStarted: msg`Not started yet: a full refund`,
  withinWindow: msg`Within 30 days of your purchase and not completed: a full refund`,
  notUsed: msg`Not used yet: a full refund within 30 days of your purchase`,
};

/** Why an item may not be refunded. */
export const refusalLabels: Record<RefundRefusal, MessageDescriptor> = {
  completed: msg`Not refundable: the course is completed`,
  failed: msg`Not refundable: the course was not passed`,
  identityFailed: msg`Not refundable after a failed identity check`,
  expired: msg`Not refundable: your access has ended`,
  started: msg`Not refundable once the course has started`,
  windowPassed: msg`Not refundable: the refund period has ended`,
  notPaid: msg`Nothing was paid for this item`,
  notRefundableHere: msg`This payment cannot be refunded online. Please contact support.`,
  alreadyRefunded: msg`Refunded`,
  refundRequested: msg`Refund requested`,
};

export const kindLabels: Record<RefundItemKind, MessageDescriptor> = {
  course: msg`Course`,
  upsell: msg`Add-on course`,
  extra: msg`Extra`,
};
