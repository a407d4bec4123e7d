import { type CourseDashboard, courseDashboardSchema } from '../../contracts/courses';
import { todayAllowance } from '../courseTaking/crediting';
import { loadStudentCourse } from '../courseTaking/studentCourse';
import type { Queryable } from '../db/types';
import { courseNeedsParentVerification } from './parentVerificationRule';

interface DashboardRow {
  student_course_id: number;
  config_course_id: number;
  name: string;
  status: string;
  daily_time_limit_seconds: number | null;
  available_time_for_the_day: number | null;
  available_time_updated_at: Date | null;
  organisation_id: number;
  parent_verification_status: boolean;
  has_rules: boolean;
}

/**
 * The course's daily time (02 §4): from its rule set and credited records when it has one; a course without
 * one keeps the legacy per-config limit and the value logout last stored.
 */
async function dailyTimeOf(
  db: Queryable,
  row: DashboardRow,
  studentId: number,
  now: Date,
): Promise<{ limited: boolean; availableTimeForTheDay: number | null }> {
  if (row.has_rules) {
    const course = await loadStudentCourse(db, row.student_course_id, studentId);
    const today = todayAllowance(course.rules, course.record, now);
    return today.limited
      ? { limited: true, availableTimeForTheDay: today.availableSeconds }
      : { limited: false, availableTimeForTheDay: null };
  }
  const limit = row.daily_time_limit_seconds;
  if (limit === null) return { limited: false, availableTimeForTheDay: null };
  const today = now.toISOString().slice(0, 10);
  const usedToday =
    row.available_time_updated_at && new Date(row.available_time_updated_at).toISOString().slice(0, 10) === today;
  return {
    limited: true,
    availableTimeForTheDay:
      usedToday && row.available_time_for_the_day !== null ? row.available_time_for_the_day : limit,
  };
}

/**
 * The course dashboard of one of the student's payments: its course (the one paid for first), whether it may be taken
 * (paid, and parent-verified where the course needs it) and its time for today. Undefined when the payment is not the
 * student's.
 */
export async function courseDashboardOf(
  db: Queryable,
  studentId: number,
  studentPaymentTrxId: number,
  now: Date,
): Promise<CourseDashboard | undefined> {
  const [row] = await db.query<DashboardRow>(
    `select sc.student_course_id, sc.config_course_id, c.name, sc.status, c.daily_time_limit_seconds, sc.available_time_for_the_day,
       c.rules is not null as has_rules,
       sc.available_time_updated_at, s.organisation_id, s.parent_verification_status
     from payment_transactions p join students s on s.student_id = p.student_id
       join student_courses sc on sc.student_id = p.student_id
         and (sc.payment_trx_id = p.payment_trx_id or (sc.payment_trx_id is null and s.default_st_payment_trx_id = p.payment_trx_id))
       join course_configs c on c.config_course_id = sc.config_course_id
     where p.payment_trx_id = $1 and p.student_id = $2
     order by (sc.config_course_id = p.config_course_id) desc, sc.student_course_id limit 1`,
    [studentPaymentTrxId, studentId],
  );
  if (!row) return undefined;
  const required = await courseNeedsParentVerification(db, row.organisation_id, row.config_course_id);
  const daily = await dailyTimeOf(db, row, studentId, now);
  const paid = row.status !== 'PaymentPending';
  return courseDashboardSchema.parse({
    studentPaymentTrxId,
    studentCourseId: row.student_course_id,
    configCourseId: row.config_course_id,
    courseName: row.name,
    status: row.status,
    availableTimeForTheDay: daily.availableTimeForTheDay,
    isCourseHasAccessTimeLimitPerDay: daily.limited,
    isCourseEligable: paid && (!required || row.parent_verification_status),
    isParentVerificationRequired: required,
    parentVerificationStatus: row.parent_verification_status,
  });
}
