import type { SavedPersonalInformation } from '../../contracts/account';
import type { ProfileDetails } from '../../contracts/profile';
import { checkPersonDetails, savedPersonalInformationOf } from '../account/personDetails';
import type { Queryable } from '../db/types';

/**
 * Saves the profile's details (02 §3, §5, §8) with the personal information's checks (checkPersonDetails); the
 * parent's e-mail and the "pending" flag stay as they are. Answers the details as saved; undefined for no such student.
 */
export async function saveProfileDetails(
  db: Queryable,
  studentId: number,
  details: ProfileDetails,
  now: Date,
): Promise<SavedPersonalInformation | undefined> {
  const birth = await checkPersonDetails(db, details, now);
  await db.query(
    `update students set first_name = $2, middle_name = $3, last_name = $4, date_of_birth = $5, gender = $6,
       mobile_number = $7, street = $8, apartment = $9, city = $10, state_id = $11, zip = $12, updated_at = $13
     where student_id = $1`,
    [
      studentId,
      details.firstName,
      details.middleName || null,
      details.lastName,
      birth,
      details.gender,
      details.mobileNumber.replace(/\D/g, ''),
      details.street,
      details.apartment || null,
      details.city,
      details.state.stateId,
      details.zip,
      now,
    ],
  );
  return savedPersonalInformationOf(db, studentId);
}
