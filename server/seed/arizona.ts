import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { arizonaCourseId } from './catalog';

/*
 * Arizona documents: azstudent@example.com (organisation 3003, AZ_FLOW) has paid for course 913 two days
 * ago and filed no documents yet: signed in, /home/file-documents asks for the citation and the government ID.
 */

const days = (n: number) => hours(24 * n);

export async function seedArizonaAccounts(tx: Queryable, hashes: { azStudent: string }, now: Date) {
  const paidAt = addMs(now, -days(2));
  const [student] = await tx.query<{ student_id: number }>(
    `insert into students (email, password_hash, first_name, last_name, status, is_verified, is_personal_info_pending,
       is_eligible, state_id, organisation_id, created_at)
     select $1, $2, 'Ari', 'Zona', 'Active', true, false, true, st.state_id, cc.organisation_id, $3
     from states st, course_configs cc where st.state_code = 'AZ' and cc.config_course_id = $4
     on conflict ((lower(email))) do nothing returning student_id`,
    [seededAccounts.azStudent.email, hashes.azStudent, paidAt, arizonaCourseId],
  );
  if (!student) return;
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id)
     values ($1, 29.00, 'SANDBOX', 'Completed', $2, $3) returning payment_trx_id`,
    [student.student_id, paidAt, arizonaCourseId],
  );
  await tx.query('update students set default_st_payment_trx_id = $2 where student_id = $1', [
    student.student_id,
    trx.payment_trx_id,
  ]);
  await tx.query(
    `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
     values ($1, $2, 'Active', $3, $4, $5)`,
    [student.student_id, arizonaCourseId, trx.payment_trx_id, paidAt, addMs(paidAt, days(365))],
  );
}
