import type { Queryable } from '../db/types';
import { insuranceDiscountCourseId } from './catalog';

/*
 * A purchase by the sandbox card (Visa •••• 4242) with its charge in the sandbox processor's ledger, which refunds it,
 * so /home/refund has a real charge to give back. A course paid by the SANDBOX gateway, with nothing to refund, is
 * ./paidCourse.ts.
 */

/** A purchase line: course, price type, price, Mail price type id, extra's name, primary. */
export type PurchaseLine = [number, string, number, number | null, string | null, boolean];

const prices = { course: 24.95, upsell: 19.95, mail: 9.95 } as const;

/** What the seeded refund students bought: everything /home/refund can offer, or the course alone. */
export const refundableLines = {
  /** California 611, the insurance discount upsell and the certificate by mail. */
  courseUpsellAndMail: [
    [611, 'BASEPR', prices.course, null, null, true],
    [insuranceDiscountCourseId, 'BASEPR', prices.upsell, null, null, false],
    [611, 'Mail', prices.mail, 1, 'Certificate by mail', false],
  ],
  /** California 611 alone. */
  course: [[611, 'BASEPR', prices.course, null, null, true]],
} satisfies Record<string, PurchaseLine[]>;

export interface SandboxCardPurchase {
  /** The charge's reference in the sandbox processor's ledger (one per purchase). */
  reference: string;
  paidAt: Date;
  lines: PurchaseLine[];
}

/** The charge, the payment (611's organisation) and its lines, a course per BASEPR line, and the default payment. */
export async function insertSandboxCardPurchase(tx: Queryable, studentId: number, purchase: SandboxCardPurchase) {
  const { reference, paidAt, lines } = purchase;
  const total = Math.round(lines.reduce((n, l) => n + l[2], 0) * 100) / 100;
  await tx.query(
    `insert into sandbox_charges (reference, student_id, amount, instrument, created_at) values ($1, $2, $3, 'Visa •••• 4242', $4)
     on conflict do nothing`,
    [reference, studentId, total, paidAt],
  );
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, organisation_id,
       gateway_reference, payment_mode, instrument, paid_at)
     values ($1, $2, 'Sandbox', 'Completed', $3, 611, 1001, $4, 'Card', 'Visa •••• 4242', $3) returning payment_trx_id`,
    [studentId, total, paidAt, reference],
  );
  for (const [courseId, code, price, priceTypeId, extraName, primary] of lines) {
    await tx.query(
      `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price, course_price_type_id, bhwl_name, is_primary)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [trx.payment_trx_id, courseId, code, price, priceTypeId, extraName, primary],
    );
  }
  for (const courseId of new Set(lines.filter((l) => l[1] === 'BASEPR').map((l) => l[0]))) {
    await tx.query(
      `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
       select $1, config_course_id, 'Active', $2, $3, $3::timestamptz + make_interval(days => access_days)
       from course_configs where config_course_id = $4`,
      [studentId, trx.payment_trx_id, paidAt, courseId],
    );
  }
  await tx.query('update students set default_st_payment_trx_id = $2 where student_id = $1', [
    studentId,
    trx.payment_trx_id,
  ]);
}
