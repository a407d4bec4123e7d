import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

const alreadyPaid = () => new ApiError(409, checkoutMessages.alreadyPaid, checkoutFailureCodes.alreadyPaid);

/**
 * The student courses of a new transaction, inside its database transaction. The base course row (created when
 * missing) becomes the upgrade course when an upgrade is bought; every other upsell gets its own row. Completed:
 * the rows turn Active (purchased now, expiring after each course's access days); PaymentPending: they stay pending
 * and point at the transaction. A row that is not PaymentPending any more (paid meanwhile) rolls everything back.
 * Answers the primary course's student_course_id.
 */
export async function applyCourses(
  tx: Queryable,
  p: {
    studentId: number;
    baseId: number | null;
    upgradeId: number | null;
    extraIds: number[];
    trxId: number;
    completed: boolean;
    now: Date;
  },
): Promise<number> {
  let primaryId: number;
  const ids: number[] = [];
  if (p.baseId !== null) {
    await tx.query(
      `insert into student_courses (student_id, config_course_id, status, created_at) values ($1, $2, 'PaymentPending', $3)
       on conflict (student_id, config_course_id) do nothing`,
      [p.studentId, p.baseId, p.now],
    );
    if (p.upgradeId !== null) {
      // The upgrade replaces the registered base course (same row, so the registration's data stays with it).
      const [moved] = await tx.query(
        `update student_courses set config_course_id = $3 where student_id = $1 and config_course_id = $2 and status = 'PaymentPending'
           and not exists (select 1 from student_courses o where o.student_id = $1 and o.config_course_id = $3)
         returning student_course_id`,
        [p.studentId, p.baseId, p.upgradeId],
      );
      if (!moved) throw alreadyPaid();
    }
    primaryId = p.upgradeId ?? p.baseId;
    ids.push(primaryId);
  } else {
    primaryId = p.upgradeId ?? p.extraIds[0];
    if (p.upgradeId !== null) ids.push(p.upgradeId);
  }
  ids.push(...p.extraIds);
  for (const id of ids) {
    await tx.query(
      `insert into student_courses (student_id, config_course_id, status, created_at) values ($1, $2, 'PaymentPending', $3)
       on conflict (student_id, config_course_id) do nothing`,
      [p.studentId, id, p.now],
    );
  }
  const rows = await markCourses(tx, p.studentId, ids, p.trxId, p.completed, p.now);
  if (rows.length !== ids.length) throw alreadyPaid();
  return rows.find((r) => r.config_course_id === primaryId)!.student_course_id;
}

/** Points the pending rows at the transaction and, when it is Completed, activates them. */
export async function markCourses(
  tx: Queryable,
  studentId: number,
  ids: number[],
  trxId: number,
  completed: boolean,
  now: Date,
) {
  return tx.query<{ student_course_id: number; config_course_id: number }>(
    completed
      ? `update student_courses sc set status = 'Active', payment_trx_id = $3, purchased_at = $4,
           expires_at = $4::timestamptz + make_interval(days => c.access_days)
         from course_configs c
         where c.config_course_id = sc.config_course_id and sc.student_id = $1 and sc.config_course_id = any($2::int[])
           and sc.status = 'PaymentPending'
         returning sc.student_course_id, sc.config_course_id`
      : `update student_courses sc set payment_trx_id = $3
         where sc.student_id = $1 and sc.config_course_id = any($2::int[]) and sc.status = 'PaymentPending' and $4::timestamptz is not null
         returning sc.student_course_id, sc.config_course_id`,
    [studentId, ids, trxId, now],
  );
}
