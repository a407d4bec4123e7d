import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Words for the course statuses of contracts/courses.ts; an unknown status is shown as it comes. */
const labels: Partial<Record<string, MessageDescriptor>> = {
  PaymentPending: msg`Payment pending`,
  Active: msg`Ready to start`,
  InProgress: msg`In progress`,
  Completed: msg`Completed`,
  Expired: msg`Expired`,
};

export function courseStatusLabel(i18n: I18n, status: string): string {
  const known = labels[status.replace(/\s+/g, '')];
  return known ? i18n._(known) : status;
}

/** A CSS modifier per status (colour plus text, never colour alone). */
export const courseStatusTone = (status: string) => status.replace(/\s+/g, '').toLowerCase();
