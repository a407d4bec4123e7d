import type { RefundRule, RefundStop } from '../../contracts/courseRules';
import type { RefundGround, RefundRefusal } from '../../contracts/refunds';
import { businessDayDeadline, calendarDayDeadline } from './businessDays';

/*
 * What may be refunded now, as pure rules over what is known of a purchase. The rules and their sources are
 * in docs/decisions.md ("Refunds") and in each course's rule set (contracts/courseRules.ts refundRuleSchema).
 */

/** What is known of the student course an item is for (or, for an extra, the course it was bought with). */
export interface CourseFacts {
  started: boolean;
  completed: boolean;
  failed: boolean;
  identityFailed: boolean;
  expired: boolean;
}

export type Refundability =
  { refundable: true; ground: RefundGround; until: Date | null } | { refundable: false; refusal: RefundRefusal };

const refuse = (refusal: RefundRefusal): Refundability => ({ refundable: false, refusal });

/**
 * A course without a refund rule of its own (an upsell course such as the insurance discount course, a Mail or
 * behind-the-wheel extra) is refundable while unused, within the market's 30 days (state-rules.md §2 Refund policies).
 */
export const unusedWindowDays = 30;

/** The course's own refund rule: the first stop that applies refuses; else the first right that holds allows. */
export function courseRefundability(
  rule: RefundRule,
  timeZone: string,
  paidAt: Date,
  facts: CourseFacts,
  now: Date,
): Refundability {
  const stop = rule.noneAfter.find((s: RefundStop) => facts[s]);
  if (stop) return refuse(stop);
  if (rule.cancellationBusinessDays !== null) {
    const until = businessDayDeadline(paidAt, rule.cancellationBusinessDays, timeZone);
    if (now < until) return { refundable: true, ground: 'cancellationPeriod', until };
  }
  if (rule.beforeStart && !facts.started) return { refundable: true, ground: 'notStarted', until: null };
  if (rule.windowDays !== null) {
    const until = calendarDayDeadline(paidAt, rule.windowDays, timeZone);
    if (now < until) return { refundable: true, ground: 'withinWindow', until };
  }
  return refuse(rule.beforeStart && rule.windowDays === null ? 'started' : 'windowPassed');
}

/**
 * An upsell course without its own rule, or an extra: refundable while it is unused (the course not started; for an
 * extra, the course's certificate not issued, i.e. the course not completed) within 30 days of the purchase.
 */
export function unusedRefundability(
  timeZone: string,
  paidAt: Date,
  facts: Pick<CourseFacts, 'started' | 'completed'>,
  now: Date,
  { extra }: { extra: boolean },
): Refundability {
  if (facts.completed) return refuse('completed');
  if (!extra && facts.started) return refuse('started');
  const until = calendarDayDeadline(paidAt, unusedWindowDays, timeZone);
  return now < until ? { refundable: true, ground: 'notUsed', until } : refuse('windowPassed');
}

const cents = (n: number) => Math.round(n * 100);

/**
 * What each paid line cost after the discount: the discount (the negative DISCOU / GIFTCC lines) shared out over the
 * positive lines by price, in cents, the rounding left on the dearest line, so the shares add up to what was paid.
 */
export function netAmounts(lines: { lineId: number; price: number }[]): Map<number, number> {
  const positive = lines.filter((l) => l.price > 0);
  const gross = positive.reduce((n, l) => n + cents(l.price), 0);
  const paid = Math.max(
    0,
    lines.reduce((n, l) => n + cents(l.price), 0),
  );
  const shares = new Map<number, number>();
  if (gross === 0) return shares;
  for (const l of positive) shares.set(l.lineId, Math.floor((cents(l.price) * paid) / gross));
  const dearest = positive.reduce((a, b) => (cents(b.price) > cents(a.price) ? b : a));
  const left = paid - [...shares.values()].reduce((a, b) => a + b, 0);
  shares.set(dearest.lineId, shares.get(dearest.lineId)! + left);
  return new Map([...shares].map(([lineId, c]) => [lineId, c / 100]));
}
