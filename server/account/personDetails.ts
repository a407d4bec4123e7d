import {
  type PersonalInformation,
  personalInformationFailureCodes,
  personalInformationMessages,
  type SavedPersonalInformation,
  savedPersonalInformationSchema,
} from '../../contracts/account';
import { failureCodes } from '../../contracts/envelope';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { isoFromUsDate, plausibleStreet, plausibleZip, usDateFromIso } from './address';

/** The student's own details as the personal information form and the profile edit them (02 §3, §5). */
export type PersonDetails = Omit<PersonalInformation, 'parentEmail'>;

const validation = (message: string) => new ApiError(400, message, failureCodes.validation);

/**
 * The server's checks of the student's details beyond the contract (02 §5, §8): a real birth date not after today, a
 * known state, a plausible street and a zip of that state. Answers the birth date as YYYY-MM-DD.
 */
export async function checkPersonDetails(db: Queryable, details: PersonDetails, today: Date): Promise<string> {
  const birth = isoFromUsDate(details.dateOfBirth);
  if (!birth || birth > today.toISOString().slice(0, 10))
    throw validation('dateOfBirth: Date Format Invalid Use the following format MM-DD-YYYY');
  const [state] = await db.query<{ state_code: string }>('select state_code from states where state_id = $1', [
    details.state.stateId,
  ]);
  if (!state) throw validation('state.stateId: State is required');
  if (!plausibleStreet(details.street))
    throw new ApiError(400, personalInformationMessages.invalidAddress, personalInformationFailureCodes.invalidAddress);
  if (!plausibleZip(details.zip, state.state_code))
    throw new ApiError(400, personalInformationMessages.invalidZip, personalInformationFailureCodes.invalidZip);
  return birth;
}

/** What is saved of a student's details (the personal information's GET answer); undefined for no such student. */
export async function savedPersonalInformationOf(
  db: Queryable,
  studentId: number,
): Promise<SavedPersonalInformation | undefined> {
  const [s] = await db.query<{
    first_name: string;
    middle_name: string | null;
    last_name: string;
    email: string;
    date_of_birth: string | null;
    gender: string | null;
    parent_email: string | null;
    mobile_number: string | null;
    street: string | null;
    apartment: string | null;
    city: string | null;
    state_id: number | null;
    zip: string | null;
    is_personal_info_pending: boolean;
  }>(
    `select first_name, middle_name, last_name, email, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, gender, parent_email,
       mobile_number, street, apartment, city, state_id, zip, is_personal_info_pending
     from students where student_id = $1`,
    [studentId],
  );
  if (!s) return undefined;
  return savedPersonalInformationSchema.parse({
    firstName: s.first_name,
    middleName: s.middle_name,
    lastName: s.last_name,
    emailId: s.email,
    dateOfBirth: s.date_of_birth === null ? null : usDateFromIso(s.date_of_birth),
    gender: s.gender,
    parentEmail: s.parent_email,
    mobileNumber: s.mobile_number,
    street: s.street,
    apartment: s.apartment,
    city: s.city,
    state: s.state_id === null ? null : { stateId: s.state_id },
    zip: s.zip,
    isPersonalInfoPending: s.is_personal_info_pending,
  });
}
