import type { LanguageCode } from '../../contracts/languages';
import type { StudentCourse } from '../courseTaking/studentCourse';
import { versionLabelOf } from '../courseVersions/versions';
import type { Queryable } from '../db/types';
import { certificateNumberOf, newVerificationCode } from './codes';

/** The registration answers a court-flow certificate prints (flexi values; case and citation when a course asks). */
const courtFields = {
  court: 'COURT',
  otherCourt: 'OtherCourt',
  caseNumber: 'CASENUMBER',
  citationNumber: 'CITATIONNUMBER',
};

/**
 * Issues the course's certificate once, inside the transaction that completes the course: what it prints is copied
 * from the records now (a later change of name does not alter an issued certificate), with a new certificate number
 * and verification code. A second call for the same course returns the one already issued.
 */
export async function issueCertificate(
  tx: Queryable,
  course: StudentCourse,
  now: Date,
  language: LanguageCode,
  /** Only the seed's demonstration certificate names its code; every other one is random. */
  verificationCode: string = newVerificationCode(),
): Promise<{ certificateId: number; created: boolean }> {
  const [existing] = await tx.query<{ certificate_id: number }>(
    'select certificate_id from certificates where student_course_id = $1',
    [course.studentCourseId],
  );
  if (existing) return { certificateId: existing.certificate_id, created: false };

  const [student] = await tx.query<{
    first_name: string;
    middle_name: string | null;
    last_name: string;
    date_of_birth: Date | string | null;
    state_name: string | null;
  }>(
    `select s.first_name, s.middle_name, s.last_name, s.date_of_birth, st.state_name
     from students s, course_configs cc left join states st on st.state_id = cc.state_id
     where s.student_id = $1 and cc.config_course_id = $2`,
    [course.studentId, course.configCourseId],
  );
  const flexi = await tx.query<{ name: string; value: string }>(
    'select name, value from student_flexi_values where student_id = $1 and config_course_id = $2 and name = any($3::text[])',
    [course.studentId, course.configCourseId, Object.values(courtFields)],
  );
  const value = (name: string) => flexi.find((f) => f.name === name)?.value.trim() || null;
  const courtName = value(courtFields.court) === 'Other' ? value(courtFields.otherCourt) : value(courtFields.court);

  // The version the student was taught, as the certificate prints it (docs/courses.md "Versions").
  const courseVersion = course.courseVersionId === null ? null : await versionLabelOf(tx, course.courseVersionId);

  const [{ id }] = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('certificates', 'certificate_id'))::int as id`,
  );
  const rule = course.rules.certificate;
  await tx.query(
    `insert into certificates (certificate_id, student_course_id, certificate_number, verification_code, student_name,
       date_of_birth, course_name, state_name, credit_hours, completed_at, school_name, school_licence, court_name,
       case_number, citation_number, language, issued_at, time_zone, course_version)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $10, $17, $18)`,
    [
      id,
      course.studentCourseId,
      certificateNumberOf(id, now),
      verificationCode,
      [student.first_name, student.middle_name, student.last_name].filter((part) => part?.trim()).join(' '),
      student.date_of_birth ? isoDateOf(student.date_of_birth) : null,
      course.courseName,
      student.state_name ?? '',
      rule.creditHours,
      now,
      rule.schoolName,
      rule.schoolLicence,
      courtName,
      value(courtFields.caseNumber),
      value(courtFields.citationNumber),
      language,
      course.rules.timeZone,
      courseVersion,
    ],
  );
  // The printed copy by mail, when the student bought it with the course (the cart's 'Certificate by mail').
  const [mail] = await tx.query<{ bought: boolean }>(
    `select exists (
       select 1 from payment_transactions p join payment_transaction_lines l on l.payment_trx_id = p.payment_trx_id
       where p.student_id = $1 and l.config_course_id = $2 and l.price_type_code = 'Mail' and p.status = 'Completed'
     ) as bought`,
    [course.studentId, course.configCourseId],
  );
  if (mail?.bought)
    await tx.query(`insert into certificate_mailings (certificate_id, status, updated_at) values ($1, 'queued', $2)`, [
      id,
      now,
    ]);
  return { certificateId: id, created: true };
}

const isoDateOf = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
