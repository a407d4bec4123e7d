import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';

/*
 * A course paid through the SANDBOX gateway: a payment with no charge behind it (so nothing a refund could give
 * back), the student's default payment, and the student course, open for a year unless told otherwise. Most seeded
 * students start from it; a purchase by the sandbox card, which can be refunded, is ./sandboxCardPurchase.ts.
 */

export interface SandboxPaidCourse {
  studentId: number;
  configCourseId: number;
  /** What the payment says was paid (it is not read as the course's price). */
  amount: number;
  /** When the payment was made and the course bought. */
  purchasedAt: Date;
  /** 'Active': paid, not started (the default). 'InProgress': started, for a student whose chapters are credited. */
  status?: 'Active' | 'InProgress';
  /** When access ends; a year after the purchase by default. */
  expiresAt?: Date;
  /** false: the payment names no course, as student@example.com's never has (its rows stay as they were). */
  paymentNamesCourse?: boolean;
  /** The county court's ledger, as registration copies it from a court course (server/routes/registration.ts). */
  countyLedgerId?: number;
}

const aYear = hours(24 * 365);

/** Writes the payment, makes it the student's default unless one is set already, and the course; its id. */
export async function insertPaidCourse(tx: Queryable, course: SandboxPaidCourse): Promise<number> {
  const { studentId, configCourseId, purchasedAt } = course;
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id)
     values ($1, $2, 'SANDBOX', 'Completed', $3, $4) returning payment_trx_id`,
    [studentId, course.amount, purchasedAt, course.paymentNamesCourse === false ? null : configCourseId],
  );
  // The first payment stays the default: a student who buys a second course keeps the one the first set.
  await tx.query(
    'update students set default_st_payment_trx_id = coalesce(default_st_payment_trx_id, $2) where student_id = $1',
    [studentId, trx.payment_trx_id],
  );
  const [row] = await tx.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at,
       county_ledger_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning student_course_id`,
    [
      studentId,
      configCourseId,
      course.status ?? 'Active',
      trx.payment_trx_id,
      purchasedAt,
      course.expiresAt ?? addMs(purchasedAt, aYear),
      course.countyLedgerId ?? null,
    ],
  );
  return row.student_course_id;
}
