import type { Queryable } from '../db/types';

/**
 * The student's side of a recorded order: a completed payment makes the student Active; the primary order (or the
 * first one) becomes the student's default transaction.
 */
export async function recordStudentOrder(
  tx: Queryable,
  studentId: number,
  trxId: number,
  completed: boolean,
  isPrimary: boolean,
  now: Date,
) {
  await tx.query(
    `update students set status = case when $5 then 'Active' else status end, updated_at = $3,
       default_st_payment_trx_id = case when $4 or default_st_payment_trx_id is null then $2 else default_st_payment_trx_id end
     where student_id = $1`,
    [studentId, trxId, now, isPrimary, completed],
  );
}
