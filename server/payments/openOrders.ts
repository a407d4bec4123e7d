import type { PaymentLine } from '../../contracts/pricing';
import type { Queryable } from '../db/types';

/**
 * One open (PaymentPending) order per course: a pay-later or parent request for the same cart answers the open order
 * instead of writing another; a different cart replaces it (the old order turns 'Cancelled'), and so does paying the
 * course another way. Without this, every repeat of "pay later" left one more unpaid order to be paid.
 */

export const cancelledStatus = 'Cancelled';

export interface OpenOrder {
  paymentTrxId: number;
  /** Same total, lines and parent request as the new cart. */
  sameCart: boolean;
}

type LineKey = Pick<PaymentLine, 'configCourseId' | 'priceTypeCode' | 'price'> & { coursePriceTypeId?: number | null };
const keyOf = (l: LineKey) =>
  `${l.configCourseId}|${l.priceTypeCode}|${Math.round(l.price * 100)}|${l.coursePriceTypeId ?? ''}`;
const sameLines = (a: LineKey[], b: LineKey[]) => a.map(keyOf).sort().join(',') === b.map(keyOf).sort().join(',');

/** The student's open orders that contain one of these courses, and whether each is the same cart. */
export async function openOrdersOf(
  db: Queryable,
  studentId: number,
  cart: { courseIds: number[]; lines: LineKey[]; isParentPaymentRequest: boolean; requestEmail: string | null },
): Promise<OpenOrder[]> {
  const orders = await db.query<{
    payment_trx_id: number;
    is_parent_payment_request: boolean;
    request_email: string | null;
  }>(
    `select p.payment_trx_id, p.is_parent_payment_request, p.request_email from payment_transactions p
     where p.student_id = $1 and p.status = 'PaymentPending' and exists (
       select 1 from payment_transaction_lines l where l.payment_trx_id = p.payment_trx_id and l.price_type_code = 'BASEPR' and l.config_course_id = any($2::int[]))
     order by p.payment_trx_id`,
    [studentId, cart.courseIds],
  );
  if (orders.length === 0) return [];
  const lines = await db.query<{
    payment_trx_id: number;
    config_course_id: number;
    price_type_code: string;
    price: string;
    course_price_type_id: number | null;
  }>(
    `select payment_trx_id, config_course_id, price_type_code, price::text as price, course_price_type_id from payment_transaction_lines
     where payment_trx_id = any($1::int[])`,
    [orders.map((o) => o.payment_trx_id)],
  );
  return orders.map((o) => {
    const own = lines
      .filter((l) => l.payment_trx_id === o.payment_trx_id)
      .map((l) => ({
        configCourseId: l.config_course_id,
        priceTypeCode: l.price_type_code,
        price: Number(l.price),
        coursePriceTypeId: l.course_price_type_id,
      }));
    const sameRequest =
      o.is_parent_payment_request === cart.isParentPaymentRequest &&
      (o.request_email ?? '').toLowerCase() === (cart.requestEmail ?? '').toLowerCase();
    return { paymentTrxId: o.payment_trx_id, sameCart: sameRequest && sameLines(own, cart.lines) };
  });
}

/** Inside the new order's transaction: the open orders it replaces are cancelled (their links and payments refused). */
export async function cancelOpenOrders(tx: Queryable, studentId: number, courseIds: number[], exceptTrxId: number) {
  await tx.query(
    `update payment_transactions p set status = '${cancelledStatus}'
     where p.student_id = $1 and p.status = 'PaymentPending' and p.payment_trx_id <> $3 and exists (
       select 1 from payment_transaction_lines l where l.payment_trx_id = p.payment_trx_id and l.price_type_code = 'BASEPR' and l.config_course_id = any($2::int[]))`,
    [studentId, courseIds, exceptTrxId],
  );
}
