import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { insuranceDiscountCourseId } from './catalog';
import { insertStudent } from './students';

/*
 * Issue 16, refunds: refund@example.com paid yesterday, by the sandbox card, for the California course 611 (not
 * started), the insurance discount upsell and the certificate by mail, so /home/refund offers all three. The charge is
 * in the sandbox processor's ledger, which refunds it.
 */

const prices = { course: 24.95, upsell: 19.95, mail: 9.95 } as const;
const chargeReference = 'ch_sandbox_seed_refund';

export async function seedRefundAccounts(tx: Queryable, hashes: { refund: string }, now: Date) {
  const studentId = await insertStudent(
    tx,
    {
      email: seededAccounts.refund.email,
      firstName: 'Rita',
      lastName: 'Refund',
      status: 'Active',
      isVerified: true,
      isPersonalInfoPending: false,
      isEligible: true,
    },
    hashes.refund,
  );
  if (!studentId) return;
  const paidAt = addMs(now, -hours(24));
  const total = prices.course + prices.upsell + prices.mail;
  await tx.query(
    `insert into sandbox_charges (reference, student_id, amount, instrument, created_at) values ($1, $2, $3, 'Visa •••• 4242', $4)
     on conflict do nothing`,
    [chargeReference, studentId, total, paidAt],
  );
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, organisation_id,
       gateway_reference, payment_mode, instrument, paid_at)
     values ($1, $2, 'Sandbox', 'Completed', $3, 611, 1001, $4, 'Card', 'Visa •••• 4242', $3) returning payment_trx_id`,
    [studentId, total, paidAt, chargeReference],
  );
  const lines: [number, string, number, number | null, string | null, boolean][] = [
    [611, 'BASEPR', prices.course, null, null, true],
    [insuranceDiscountCourseId, 'BASEPR', prices.upsell, null, null, false],
    [611, 'Mail', prices.mail, 1, 'Certificate by mail', false],
  ];
  for (const [courseId, code, price, priceTypeId, name, primary] of lines) {
    await tx.query(
      `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price, course_price_type_id, bhwl_name, is_primary)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [trx.payment_trx_id, courseId, code, price, priceTypeId, name, primary],
    );
  }
  for (const courseId of [611, insuranceDiscountCourseId]) {
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
