import type { LanguageCode } from '../../contracts/languages';
import * as pages from '../../contracts/pages';
import type { Queryable } from '../db/types';
import type { CertificatePdfData } from './pdf';

/** An issued certificate as stored (what it prints never changes after issue). */
export interface CertificateRecord {
  certificateId: number;
  studentCourseId: number;
  studentId: number;
  email: string;
  certificateNumber: string;
  verificationCode: string;
  studentName: string;
  dateOfBirth: string | null;
  courseName: string;
  stateName: string;
  creditHours: number;
  completedAt: Date;
  /** The course state's time zone (the completion date is the date there). */
  timeZone: string;
  schoolName: string;
  schoolLicence: string;
  courtName: string | null;
  caseNumber: string | null;
  citationNumber: string | null;
  /** The course version the student was taught (docs/courses.md "Versions"); null on certificates issued before. */
  courseVersion: string | null;
  language: string;
  revoked: boolean;
}

interface CertificateRow {
  certificate_id: number;
  student_course_id: number;
  student_id: number;
  email: string;
  certificate_number: string;
  verification_code: string;
  student_name: string;
  date_of_birth: string | null;
  course_name: string;
  state_name: string;
  credit_hours: string | number;
  completed_at: Date | string;
  time_zone: string;
  school_name: string;
  school_licence: string;
  court_name: string | null;
  case_number: string | null;
  citation_number: string | null;
  course_version: string | null;
  language: string;
  revoked_at: Date | string | null;
}

const select = `select c.*, sc.student_id, s.email from certificates c
  join student_courses sc on sc.student_course_id = c.student_course_id join students s on s.student_id = sc.student_id`;

function toRecord(row: CertificateRow): CertificateRecord {
  return {
    certificateId: row.certificate_id,
    studentCourseId: row.student_course_id,
    studentId: row.student_id,
    email: row.email,
    certificateNumber: row.certificate_number,
    verificationCode: row.verification_code,
    studentName: row.student_name,
    dateOfBirth: row.date_of_birth,
    courseName: row.course_name,
    stateName: row.state_name,
    creditHours: Number(row.credit_hours),
    completedAt: new Date(row.completed_at),
    timeZone: row.time_zone,
    schoolName: row.school_name,
    schoolLicence: row.school_licence,
    courtName: row.court_name,
    caseNumber: row.case_number,
    citationNumber: row.citation_number,
    courseVersion: row.course_version,
    language: row.language,
    revoked: row.revoked_at !== null,
  };
}

export async function certificateById(db: Queryable, certificateId: number) {
  const [row] = await db.query<CertificateRow>(`${select} where c.certificate_id = $1`, [certificateId]);
  return row ? toRecord(row) : undefined;
}

export async function certificateOfCourse(db: Queryable, studentCourseId: number) {
  const [row] = await db.query<CertificateRow>(`${select} where c.student_course_id = $1`, [studentCourseId]);
  return row ? toRecord(row) : undefined;
}

export async function certificateByCode(db: Queryable, code: string) {
  const [row] = await db.query<CertificateRow>(`${select} where c.verification_code = $1`, [code]);
  return row ? toRecord(row) : undefined;
}

/** The public address that checks this code: printed on the certificate and in its QR code. */
export const verificationUrlOf = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}${pages.verifyCertificate}?code=${encodeURIComponent(code)}`;

/** What the PDF prints, in the given language. */
export function pdfDataOf(record: CertificateRecord, language: LanguageCode, publicUrl: string): CertificatePdfData {
  const court =
    record.courtName || record.caseNumber || record.citationNumber
      ? { courtName: record.courtName, caseNumber: record.caseNumber, citationNumber: record.citationNumber }
      : null;
  return {
    language,
    studentName: record.studentName,
    dateOfBirth: record.dateOfBirth,
    courseName: record.courseName,
    courseVersion: record.courseVersion,
    stateName: record.stateName,
    creditHours: record.creditHours,
    completedAt: record.completedAt,
    timeZone: record.timeZone,
    schoolName: record.schoolName,
    schoolLicence: record.schoolLicence,
    court,
    certificateNumber: record.certificateNumber,
    verificationCode: record.verificationCode,
    verificationUrl: verificationUrlOf(publicUrl, record.verificationCode),
  };
}
