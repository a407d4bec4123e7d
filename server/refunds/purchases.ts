import type { CourseRules } from '../../contracts/courseRules';
import { type RefundItem, type RefundItemKind, type RefundPurchase, reviewableRefusals } from '../../contracts/refunds';
import { parseCourseRules } from '../courseRules';
import type { Queryable } from '../db/types';
import type { GatewayRegistry } from '../payments/gateways';
import {
  type CourseFacts,
  courseRefundability,
  netAmounts,
  type Refundability,
  unusedRefundability,
} from './eligibility';

/*
 * A student's paid purchases as refundable items: one item per course bought (its BASEPR line; an upgraded
 * base course's line goes with the upgrade, which replaced it) and one per Mail / BHWL extra. Discount lines are shared
 * out over the items. Each item says whether it may be refunded now and why (eligibility.ts).
 */

/** An item with what the server needs to refund it (never sent as is). */
export interface ItemDetail extends RefundItem {
  /** Every purchase line the item refunds (the item's own first). */
  lineIds: number[];
  /** The student course a refund of this item ends (courses and upsells); null for an extra. */
  studentCourseId: number | null;
}

export interface PurchaseDetail extends Omit<RefundPurchase, 'items'> {
  gateway: string;
  gatewayReference: string | null;
  items: ItemDetail[];
}

/** The time zone of a purchase without a course rule set: the default course's (02 §9: 611, California). */
const fallbackTimeZone = 'America/Los_Angeles';

interface TrxRow {
  payment_trx_id: number;
  amount: string;
  gateway: string;
  gateway_reference: string | null;
  config_course_id: number | null;
  paid_at: Date;
  course_name: string | null;
}
interface LineRow {
  payment_trx_line_id: number;
  payment_trx_id: number;
  config_course_id: number;
  price_type_code: string;
  price: string;
  bhwl_name: string | null;
  name: string;
}
interface CourseRow {
  student_course_id: number;
  config_course_id: number;
  payment_trx_id: number | null;
  status: string;
  started: boolean;
  completed: boolean;
  failed: boolean;
  expired: boolean;
  identity_failed: boolean;
  rules: unknown;
}

/** The student's Completed purchases with their refundable items, newest first (or the one asked). */
export async function loadRefundPurchases(
  db: Queryable,
  gateways: GatewayRegistry,
  studentId: number,
  now: Date,
  trxId?: number,
): Promise<PurchaseDetail[]> {
  const trxs = await db.query<TrxRow>(
    `select p.payment_trx_id, p.amount::text as amount, p.gateway, p.gateway_reference, p.config_course_id,
       coalesce(p.paid_at, p.created_at) as paid_at, c.name as course_name
     from payment_transactions p left join course_configs c on c.config_course_id = p.config_course_id
     where p.student_id = $1 and p.status = 'Completed' and ($2::int is null or p.payment_trx_id = $2)
     order by coalesce(p.paid_at, p.created_at) desc, p.payment_trx_id desc`,
    [studentId, trxId ?? null],
  );
  if (trxs.length === 0) return [];
  const lines = await db.query<LineRow>(
    `select l.payment_trx_line_id, l.payment_trx_id, l.config_course_id, l.price_type_code, l.price::text as price,
       l.bhwl_name, c.name
     from payment_transaction_lines l join course_configs c on c.config_course_id = l.config_course_id
     where l.payment_trx_id = any($1::int[]) order by l.payment_trx_line_id`,
    [trxs.map((t) => t.payment_trx_id)],
  );
  const courses = await db.query<CourseRow>(
    `select sc.student_course_id, sc.config_course_id, sc.payment_trx_id, sc.status,
       (sc.started_at is not null or sc.credited_seconds > 0) as started,
       (sc.completed_at is not null or sc.status = 'Completed') as completed,
       (sc.failed_at is not null) as failed,
       (sc.completed_at is null and sc.expires_at is not null and sc.expires_at <= $2) as expired,
       exists (select 1 from identity_checks ic where ic.student_course_id = sc.student_course_id and ic.status = 'failed')
         as identity_failed,
       cc.rules
     from student_courses sc join course_configs cc on cc.config_course_id = sc.config_course_id
     where sc.student_id = $1`,
    [studentId, now],
  );
  const asked = await db.query<{ payment_trx_line_id: number; status: string; holds_line: boolean }>(
    `select rl.payment_trx_line_id, r.status, rl.holds_line from refund_request_lines rl
       join refund_requests r on r.refund_request_id = rl.refund_request_id
     where r.student_id = $1 and (rl.holds_line or (r.status = 'declined' and r.review))`,
    [studentId],
  );
  const held: Held = {
    status: new Map(asked.filter((a) => a.holds_line).map((a) => [a.payment_trx_line_id, a.status])),
    reviewDeclined: new Set(asked.filter((a) => !a.holds_line).map((a) => a.payment_trx_line_id)),
  };
  return trxs.map((t) =>
    purchaseOf(
      t,
      lines.filter((l) => l.payment_trx_id === t.payment_trx_id),
      courses,
      held,
      gateways,
      now,
    ),
  );
}

/** Lines held by a request (refunded or requested), and lines whose review support declined (not asked again). */
interface Held {
  status: Map<number, string>;
  reviewDeclined: Set<number>;
}

const rulesOf = (c: CourseRow | undefined): CourseRules | null =>
  c && c.rules !== null ? parseCourseRules(c.config_course_id, c.rules) : null;

function purchaseOf(
  t: TrxRow,
  lines: LineRow[],
  courses: CourseRow[],
  held: Held,
  gateways: GatewayRegistry,
  now: Date,
): PurchaseDetail {
  const paidAt = new Date(t.paid_at);
  const net = netAmounts(lines.map((l) => ({ lineId: l.payment_trx_line_id, price: Number(l.price) })));
  const courseOfLine = (l: LineRow) =>
    courses.find((c) => c.config_course_id === l.config_course_id && c.payment_trx_id === t.payment_trx_id) ??
    courses.find((c) => c.config_course_id === l.config_course_id);
  const primary = courses.find(
    (c) => c.config_course_id === t.config_course_id && c.payment_trx_id === t.payment_trx_id,
  );
  const timeZone = rulesOf(primary)?.timeZone ?? fallbackTimeZone;
  const refundsHere = t.gateway_reference !== null && gatewayRefunds(gateways, t.gateway);

  const items: ItemDetail[] = [];
  const baseLines = lines.filter((l) => l.price_type_code === 'BASEPR');
  // An upgraded base course has no row of its own any more: its line goes with the primary course's item.
  const orphans = baseLines.filter((l) => !courseOfLine(l));
  for (const line of baseLines.filter((l) => courseOfLine(l))) {
    const course = courseOfLine(line)!;
    const isPrimary = course === primary;
    const lineIds = [line.payment_trx_line_id, ...(isPrimary ? orphans.map((o) => o.payment_trx_line_id) : [])];
    const rules = rulesOf(course);
    const facts = factsOf(course);
    items.push(
      itemOf(
        { lineIds, kind: isPrimary ? 'course' : 'upsell', name: line.name, studentCourseId: course.student_course_id },
        net,
        held,
        refundsHere,
        () =>
          rules
            ? courseRefundability(rules.refund, rules.timeZone, paidAt, facts, now)
            : unusedRefundability(timeZone, paidAt, facts, now, { extra: false }),
      ),
    );
  }
  for (const line of lines.filter((l) => l.price_type_code === 'Mail' || l.price_type_code === 'BHWL')) {
    const facts = factsOf(courseOfLine(line) ?? primary);
    items.push(
      itemOf(
        {
          lineIds: [line.payment_trx_line_id],
          kind: 'extra',
          name: line.bhwl_name ?? line.name,
          studentCourseId: null,
        },
        net,
        held,
        refundsHere,
        () => unusedRefundability(timeZone, paidAt, facts, now, { extra: true }),
      ),
    );
  }
  return {
    studentPaymentTrxId: t.payment_trx_id,
    paymentDate: paidAt.toISOString(),
    totalAmount: Number(t.amount),
    courseName: t.course_name ?? items[0]?.name ?? '',
    gateway: t.gateway,
    gatewayReference: t.gateway_reference,
    items,
  };
}

const factsOf = (c: CourseRow | undefined): CourseFacts => ({
  started: c?.started ?? false,
  completed: c?.completed ?? false,
  failed: c?.failed ?? false,
  identityFailed: c?.identity_failed ?? false,
  expired: c?.expired ?? false,
});

/** Whether the named gateway refunds online (the sandbox and Stripe do; pay later and the bypass do not). */
export function gatewayRefunds(gateways: GatewayRegistry, name: string) {
  return gateways.has(name) && gateways.get(name).refund !== undefined;
}

/** What the rules allow, unless the gateway cannot refund online (then support may still be asked). */
const byGateway = (byRules: Refundability, refundsHere: boolean): Refundability =>
  byRules.refundable && !refundsHere ? { refundable: false, refusal: 'notRefundableHere' } : byRules;

/** An item and its verdict: what was refunded or asked already comes first, then the money, the rules, the gateway. */
function itemOf(
  base: { lineIds: number[]; kind: RefundItemKind; name: string; studentCourseId: number | null },
  net: Map<number, number>,
  held: Held,
  refundsHere: boolean,
  rules: () => Refundability,
): ItemDetail {
  const amount = Math.round(base.lineIds.reduce((n, id) => n + (net.get(id) ?? 0), 0) * 100) / 100;
  const holder = base.lineIds.map((id) => held.status.get(id)).find((s) => s !== undefined);
  const verdict: Refundability =
    holder === 'refunded'
      ? { refundable: false, refusal: 'alreadyRefunded' }
      : holder === 'requested'
        ? { refundable: false, refusal: 'refundRequested' }
        : amount <= 0
          ? { refundable: false, refusal: 'notPaid' }
          : byGateway(rules(), refundsHere);
  const reviewable =
    !verdict.refundable &&
    reviewableRefusals.some((r) => r === verdict.refusal) &&
    !base.lineIds.some((id) => held.reviewDeclined.has(id));
  return {
    ...base,
    lineId: base.lineIds[0],
    amount,
    refundable: verdict.refundable,
    ground: verdict.refundable ? verdict.ground : null,
    refusal: verdict.refundable ? null : verdict.refusal,
    until: verdict.refundable && verdict.until ? verdict.until.toISOString() : null,
    reviewable,
  };
}

/** The item as the page sees it (without the server's own fields). */
export const publicItem = ({ lineIds: _lineIds, studentCourseId: _course, ...item }: ItemDetail): RefundItem => item;
