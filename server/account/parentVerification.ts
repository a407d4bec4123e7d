import type { ParentVerificationRequest } from '../../contracts/account';
import type { Db } from '../db/types';
import { findStudentById } from '../students';
import { isoFromUsDate } from './address';
import type { ParentVerifier } from './parentVerifier';

/**
 * 02 §4 parent verification: the verifier checks the parent against the student; every attempt is recorded, and a
 * verified one marks the student verified in the same transaction. Answers whether the parent was verified.
 */
export async function verifyParent(
  db: Db,
  verifier: ParentVerifier,
  studentId: number,
  parent: ParentVerificationRequest,
  now: Date,
): Promise<boolean> {
  const student = (await findStudentById(db, studentId))!;
  const result = await verifier.verify({
    parent,
    student: { firstName: student.first_name, lastName: student.last_name, email: student.email },
    today: now,
  });
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into parent_verifications (student_id, parent_first_name, parent_middle_name, parent_last_name, parent_date_of_birth, parent_street,
         parent_city, parent_state, parent_zip, parent_mobile_number, parent_email, verified, reason, verified_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        studentId,
        parent.parentFirstName,
        parent.parentMiddleName || null,
        parent.parentLastName,
        isoFromUsDate(parent.parentDateOfBirth) ?? '1900-01-01',
        parent.parentStreet,
        parent.parentCity,
        parent.parentState.toUpperCase(),
        parent.parentZip,
        parent.parentMobileNumber.replace(/\D/g, ''),
        parent.parentEmail,
        result.verified,
        result.reason,
        result.verified ? now : null,
        now,
      ],
    );
    if (result.verified)
      await tx.query('update students set parent_verification_status = true, updated_at = $2 where student_id = $1', [
        studentId,
        now,
      ]);
  });
  return result.verified;
}
