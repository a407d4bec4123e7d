import type { CourseRules } from '../../contracts/courseRules';
import {
  type EligibilityAnswers,
  eligibilityFailureCodes,
  eligibilityMessages,
  type EligibleViolation,
} from '../../contracts/eligibility';
import { failureCodes } from '../../contracts/envelope';
import { accessDeniedMessage } from '../auth/sessions';
import { parseCourseRules } from '../courseRules';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

/** The student's own course with an eligibility check, with what the eligibility pages show of it and its student. */
export interface AdmissionCourse {
  studentCourseId: number;
  courseName: string;
  stateCode: string;
  rules: CourseRules;
  firstName: string;
  middleName: string | null;
  lastName: string;
  registeredAt: Date;
  paidAt: Date | null;
  startedAt: Date | null;
}

interface Row {
  student_course_id: number;
  config_course_id: number;
  name: string;
  state_code: string | null;
  rules: unknown;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  student_created_at: Date | string;
  status: string;
  purchased_at: Date | string | null;
  started_at: Date | string | null;
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The course asked for (or, without one, the student's newest course whose rule has an eligibility check). Another
 * student's course and an unknown one answer 403 alike; a course without an eligibility check answers 404.
 */
export async function ownAdmissionCourse(
  db: Queryable,
  studentId: number,
  studentCourseId: number | undefined,
  { forUpdate = false } = {},
): Promise<AdmissionCourse> {
  const [row] = await db.query<Row>(
    `select sc.student_course_id, sc.config_course_id, cc.name, st.state_code, cc.rules, s.first_name, s.middle_name, s.last_name,
       s.created_at as student_created_at, sc.status, sc.purchased_at, sc.started_at
     from student_courses sc join course_configs cc on cc.config_course_id = sc.config_course_id
       join students s on s.student_id = sc.student_id left join states st on st.state_id = cc.state_id
     where sc.student_id = $1 and ($2::int is null and jsonb_typeof(cc.rules -> 'admission' -> 'eligibility') = 'object'
       or sc.student_course_id = $2::int)
     order by sc.student_course_id desc limit 1 ${forUpdate ? 'for update of sc' : ''}`,
    [studentId, studentCourseId ?? null],
  );
  if (!row && studentCourseId !== undefined) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
  const rules = row?.rules ? parseCourseRules(row.config_course_id, row.rules) : null;
  if (!row || !rules?.admission?.eligibility)
    throw new ApiError(404, eligibilityMessages.notRequired, eligibilityFailureCodes.notRequired);
  const paid = row.status !== 'PaymentPending';
  return {
    studentCourseId: row.student_course_id,
    courseName: row.name,
    stateCode: row.state_code ?? '',
    rules,
    firstName: row.first_name ?? '',
    middleName: row.middle_name?.trim() ? row.middle_name : null,
    lastName: row.last_name ?? '',
    registeredAt: new Date(row.student_created_at),
    paidAt: paid ? asDate(row.purchased_at) : null,
    startedAt: asDate(row.started_at),
  };
}

/** The state's eligible violations, in the list's order. */
export const eligibleViolations = (db: Queryable, stateCode: string): Promise<EligibleViolation[]> =>
  db.query<EligibleViolation>(
    'select code, description from eligible_violations where state_code = $1 order by position',
    [stateCode],
  );

const isoDay = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/** The answers given with the decision; null before. */
export async function eligibilityAnswersOf(db: Queryable, studentCourseId: number): Promise<EligibilityAnswers | null> {
  const [row] = await db.query<{
    violation_code: string;
    violation_date: Date | string;
    court_date: Date | string;
    serious_injury_or_death: boolean;
    previous_course_violation_date: Date | string | null;
    commercial_licence: boolean;
    noncommercial_vehicle: boolean | null;
  }>(
    `select violation_code, violation_date::text as violation_date, court_date::text as court_date, serious_injury_or_death,
       previous_course_violation_date::text as previous_course_violation_date, commercial_licence, noncommercial_vehicle
     from eligibility_answers where student_course_id = $1`,
    [studentCourseId],
  );
  if (!row) return null;
  return {
    violationCode: row.violation_code,
    violationDate: isoDay(row.violation_date),
    courtDate: isoDay(row.court_date),
    seriousInjuryOrDeath: row.serious_injury_or_death,
    previousCourseViolationDate:
      row.previous_course_violation_date === null ? null : isoDay(row.previous_course_violation_date),
    commercialLicence: row.commercial_licence,
    noncommercialVehicle: row.noncommercial_vehicle,
  };
}
