import type { Queryable } from '../db/types';
import { arizonaCourseId } from './catalog';
import { insertPaidCourse } from './paidCourse';

/*
 * Arizona students: the state and organisation of course 913, whose rule asks for documents and an eligibility
 * decision before the course starts (02 §7 chapter launch, Arizona's admission).
 */

/** A new Active student of Arizona who paid 29.00 for 913 at `at`; the student course's id, undefined when there. */
export async function insertArizonaStudent(
  tx: Queryable,
  student: { email: string; passwordHash: string; firstName: string; lastName: string },
  at: Date,
) {
  const [row] = await tx.query<{ student_id: number }>(
    `insert into students (email, password_hash, first_name, last_name, status, is_verified, is_personal_info_pending,
       is_eligible, state_id, organisation_id, created_at)
     select $1, $2, $3, $4, 'Active', true, false, true, st.state_id, cc.organisation_id, $5
     from states st, course_configs cc where st.state_code = 'AZ' and cc.config_course_id = $6
     on conflict ((lower(email))) do nothing returning student_id`,
    [student.email, student.passwordHash, student.firstName, student.lastName, at, arizonaCourseId],
  );
  if (!row) return undefined;
  return insertPaidCourse(tx, {
    studentId: row.student_id,
    configCourseId: arizonaCourseId,
    amount: 29,
    purchasedAt: at,
  });
}

/** A seeded student moved to Arizona (its state, and 913's organisation) before buying 913. */
export async function moveToArizona(tx: Queryable, studentId: number) {
  await tx.query(
    `update students set state_id = (select state_id from states where state_code = 'AZ'),
       organisation_id = (select organisation_id from course_configs where config_course_id = $2)
     where student_id = $1`,
    [studentId, arizonaCourseId],
  );
}
