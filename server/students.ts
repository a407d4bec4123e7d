import { type Student, studentSchema } from '../contracts/auth';
import type { Queryable } from './db/types';

export interface StudentRow {
  student_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  status: string;
  is_active: boolean;
  is_verified: boolean;
  is_email_verification_skipped: boolean;
  is_personal_info_pending: boolean;
  is_eligible: boolean | null;
  is_licenseplate_eligible: boolean | null;
  password_expired: boolean;
  keycloak_user_id: string | null;
  state_id: number | null;
  organisation_id: number;
  default_st_payment_trx_id: number | null;
  inactivity_timeout_enabled: boolean;
  logo_path: string | null;
  student_domain: string | null;
  redirect_url: string | null;
  /** The interface language (contracts/languages.ts) the student's mails are written in. */
  language: string;
}

const select = `select s.*, o.logo_path, o.student_domain, o.redirect_url
  from students s join organisations o on o.organisation_id = s.organisation_id`;

export async function findStudentByEmail(db: Queryable, email: string): Promise<StudentRow | undefined> {
  const [row] = await db.query<StudentRow>(`${select} where lower(s.email) = lower($1)`, [email.trim()]);
  return row;
}

export async function findStudentById(db: Queryable, studentId: number): Promise<StudentRow | undefined> {
  const [row] = await db.query<StudentRow>(`${select} where s.student_id = $1`, [studentId]);
  return row;
}

/** The student record of login and details answers (contracts studentSchema). */
export function toStudentRecord(row: StudentRow): Student {
  return studentSchema.parse({
    studentId: row.student_id,
    firstName: row.first_name,
    lastName: row.last_name,
    emailId: row.email,
    status: row.status,
    isVerified: row.is_verified,
    isPersonalInfoPending: row.is_personal_info_pending,
    defaultStPaymentTrxId: row.default_st_payment_trx_id,
    isEligible: row.is_eligible,
    islicenseplateEligible: row.is_licenseplate_eligible,
    isEmailVerficationSkipped: row.is_email_verification_skipped,
    keycloakUserID: row.keycloak_user_id,
    state: row.state_id === null ? null : { stateId: row.state_id },
    inactivityTimeoutFlagEnabled: row.inactivity_timeout_enabled,
    organisation: {
      organisationId: row.organisation_id,
      logoPath: row.logo_path,
      studentDomain: row.student_domain,
      redirectUrl: row.redirect_url,
    },
  });
}

/** How mails and receipts name the student: first and last name, or the e-mail when the student gave none. */
export const studentDisplayName = (row: Pick<StudentRow, 'first_name' | 'last_name' | 'email'>) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;

/** The parent's address a parent payment link went to (the account's parent e-mail from then on). */
export async function recordParentEmail(db: Queryable, studentId: number, parentEmail: string, now: Date) {
  await db.query('update students set parent_email = $2, updated_at = $3 where student_id = $1', [
    studentId,
    parentEmail,
    now,
  ]);
}
