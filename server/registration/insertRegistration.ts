import type { LanguageCode } from '../../contracts/languages';
import { createSession } from '../auth/sessions';
import type { DataKeys } from '../dataAtRest/dataKeys';
import type { Db } from '../db/types';
import type { FlexiValue } from './flexi';
import { insertFlexiValues } from './flexiValues';

/** Thrown inside the registration transaction to roll it back and answer a refusal. */
export class Refusal extends Error {
  constructor(readonly kind: 'duplicate' | 'vehicleTag') {
    super(kind);
  }
}

export interface RegistrationInsert {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobileNumber: string | null;
  skipVerification: boolean;
  vehicleTag: string | null;
  stateId: number | null;
  organisationId: number;
  optSms: boolean;
  optMail: boolean;
  parentEmail: string | null;
  tracking: Record<string, unknown>;
  configCourseId: number;
  countyLedgerId: number | null;
  values: FlexiValue[];
  /** Express registration: the chosen payment method and 'express'. */
  paymentMethod?: string | null;
  registeredVia?: string | null;
  /** The app's language at sign-up: the student's mails are written in it (students.language). */
  language: LanguageCode;
}

/**
 * One transaction: the student (PaymentPending), its course row, flexi answers and a session. Throws `Refusal`
 * ('duplicate' when the e-mail exists, also for the loser of a double submit; 'vehicleTag' when the tag is taken).
 */
export async function insertRegistration(
  db: Db,
  dataKeys: DataKeys,
  r: RegistrationInsert,
  now: Date,
): Promise<{ studentId: number; token: string }> {
  return db.transaction(async (tx) => {
    // The unique index on lower(email) decides a double submit: the second insert does nothing.
    const [student] = await tx.query<{ student_id: number }>(
      `insert into students (email, password_hash, first_name, last_name, mobile_number, status, is_active, is_verified,
         is_email_verification_skipped, is_personal_info_pending, is_eligible, is_licenseplate_eligible, state_id, organisation_id,
         is_opt_sms, is_opt_mail, parent_email, tracking, created_at, updated_at, language)
       values ($1, $2, $3, $4, $5, 'PaymentPending', true, $6, $6, true, true, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
       on conflict ((lower(email))) do nothing returning student_id`,
      [
        r.email,
        r.passwordHash,
        r.firstName,
        r.lastName,
        r.mobileNumber,
        r.skipVerification,
        r.vehicleTag ? true : null,
        r.stateId,
        r.organisationId,
        r.optSms,
        r.optMail,
        r.parentEmail,
        JSON.stringify(r.tracking),
        now,
        r.language,
      ],
    );
    if (!student) throw new Refusal('duplicate');
    // A vehicle tag is registered once per course (partial unique index): a taken tag inserts nothing.
    const [course_] = await tx.query(
      `insert into student_courses (student_id, config_course_id, status, county_ledger_id, vehicle_tag, payment_method, registered_via, created_at)
       values ($1, $2, 'PaymentPending', $3, $4, $5, $6, $7) on conflict do nothing returning student_course_id`,
      [
        student.student_id,
        r.configCourseId,
        r.countyLedgerId,
        r.vehicleTag,
        r.paymentMethod ?? null,
        r.registeredVia ?? null,
        now,
      ],
    );
    if (!course_) throw new Refusal('vehicleTag');
    await insertFlexiValues(tx, dataKeys, student.student_id, r.configCourseId, r.values);
    const token = await createSession(tx, student.student_id, now);
    return { studentId: student.student_id, token };
  });
}
