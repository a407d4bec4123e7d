import type * as z from 'zod/mini';

import type { shopperReviewQuerySchema } from '../../contracts/survey';
import type { Queryable } from '../db/types';

/**
 * Stores the student's review of a payment (one per payment: a later one replaces it). False when the payment is not
 * the student's.
 */
export async function saveShopperReview(
  db: Queryable,
  studentId: number,
  review: z.infer<typeof shopperReviewQuerySchema>,
  now: Date,
): Promise<boolean> {
  const [trx] = await db.query('select 1 from payment_transactions where payment_trx_id = $1 and student_id = $2', [
    review.orderid,
    studentId,
  ]);
  if (!trx) return false;
  await db.query(
    `insert into shopper_reviews (payment_trx_id, student_id, rating, comments, course_selection, is_test, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (payment_trx_id) do update set rating = excluded.rating, comments = excluded.comments,
       course_selection = excluded.course_selection, is_test = excluded.is_test, created_at = excluded.created_at`,
    [review.orderid, studentId, review.rating, review.comments, review.courseSelection, review.test === 'true', now],
  );
  return true;
}
