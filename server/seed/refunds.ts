import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { insuranceDiscountCourseId } from './catalog';
import { insertStudent } from './students';

/*
 * Refunds: refund@example.com paid yesterday, by the sandbox card, for the California course 611 (not
 * started), the insurance discount upsell and the certificate by mail, so /home/refund offers all three. The charge is
 * in the sandbox processor's ledger, which refunds it. refundreview@example.com paid 40 days ago for 611: past its 30
 * days, it may only ask support (a review), which an operator decides through the admin endpoint.
 */

const prices = { course: 24.95, upsell: 19.95, mail: 9.95 } as const;
const chargeReference = 'ch_sandbox_seed_refund';
const reviewChargeReference = 'ch_sandbox_seed_refund_review';

export async function seedRefundAccounts(tx: Queryable, hashes: { refund: string; refundReview: string }, now: Date) {
  await seedPurchase(tx, seededAccounts.refund.email, { first: 'Rita', last: 'Refund' }, hashes.refund, {
    paidAt: addMs(now, -hours(24)),
    chargeReference,
    lines: [
      [611, 'BASEPR', prices.course, null, null, true],
      [insuranceDiscountCourseId, 'BASEPR', prices.upsell, null, null, false],
      [611, 'Mail', prices.mail, 1, 'Certificate by mail', false],
    ],
  });
  // 40 days ago: California's 30 days have passed, so only support may refund it (a review).
  await seedPurchase(tx, seededAccounts.refundReview.email, { first: 'Rene', last: 'Review' }, hashes.refundReview, {
    paidAt: addMs(now, -hours(40 * 24)),
    chargeReference: reviewChargeReference,
    lines: [[611, 'BASEPR', prices.course, null, null, true]],
  });
}

/** A purchase line: course, price type, price, Mail price type id, extra's name, primary. */
type Line = [number, string, number, number | null, string | null, boolean];

async function seedPurchase(
  tx: Queryable,
  email: string,
  name: { first: string; last: string },
  hash: string,
  purchase: { paidAt: Date; chargeReference: string; lines: Line[] },
) {
  const studentId = await insertStudent(
    tx,
    {
      email,
      firstName: name.first,
      lastName: name.last,
      status: 'Active',
      isVerified: true,
      isPersonalInfoPending: false,
      isEligible: true,
    },
    hash,
  );
  if (!studentId) return;
  const { paidAt, lines } = purchase;
  const total = Math.round(lines.reduce((n, l) => n + l[2], 0) * 100) / 100;
  await tx.query(
    `insert into sandbox_charges (reference, student_id, amount, instrument, created_at) values ($1, $2, $3, 'Visa •••• 4242', $4)
     on conflict do nothing`,
    [purchase.chargeReference, studentId, total, paidAt],
  );
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, organisation_id,
       gateway_reference, payment_mode, instrument, paid_at)
     values ($1, $2, 'Sandbox', 'Completed', $3, 611, 1001, $4, 'Card', 'Visa •••• 4242', $3) returning payment_trx_id`,
    [studentId, total, paidAt, purchase.chargeReference],
  );
  for (const [courseId, code, price, priceTypeId, extraName, primary] of lines) {
    await tx.query(
      `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price, course_price_type_id, bhwl_name, is_primary)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [trx.payment_trx_id, courseId, code, price, priceTypeId, extraName, primary],
    );
  }
  const courseIds = [...new Set(lines.filter((l) => l[1] === 'BASEPR').map((l) => l[0]))];
  for (const courseId of courseIds) {
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
