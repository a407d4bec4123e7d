import type { PersonalInformation } from '../../contracts/account';
import type { Queryable } from '../db/types';
import { studentNeedsParentVerification } from './parentVerificationRule';
import { checkPersonDetails } from './personDetails';

/**
 * Saves the personal information form (02 §3): the details with their checks (checkPersonDetails) and the parent's
 * e-mail; the details are no longer pending. Answers whether the student still needs a parent verification (02 §4).
 */
export async function savePersonalInformation(
  db: Queryable,
  studentId: number,
  form: PersonalInformation,
  now: Date,
): Promise<boolean> {
  const birth = await checkPersonDetails(db, form, now);
  await db.query(
    `update students set first_name = $2, middle_name = $3, last_name = $4, date_of_birth = $5, gender = $6, parent_email = $7,
       mobile_number = $8, street = $9, apartment = $10, city = $11, state_id = $12, zip = $13, is_personal_info_pending = false, updated_at = $14
     where student_id = $1`,
    [
      studentId,
      form.firstName,
      form.middleName || null,
      form.lastName,
      birth,
      form.gender,
      form.parentEmail || null,
      form.mobileNumber.replace(/\D/g, ''),
      form.street,
      form.apartment || null,
      form.city,
      form.state.stateId,
      form.zip,
      now,
    ],
  );
  return studentNeedsParentVerification(db, studentId);
}
