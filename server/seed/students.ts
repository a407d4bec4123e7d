import type { Queryable } from '../db/types';
import { seedPassword } from './accounts';
import { hashDemoPassword } from './demoPasswords';

export interface StudentSeed {
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  isVerified: boolean;
  isPersonalInfoPending: boolean;
  isEligible: boolean | null;
  passwordExpired?: boolean;
}

/** An Active student, verified and eligible, with nothing pending: what most seeded accounts are. */
export const activeStudent = (email: string, firstName: string, lastName: string): StudentSeed => ({
  email,
  firstName,
  lastName,
  status: 'Active',
  isVerified: true,
  isPersonalInfoPending: false,
  isEligible: true,
});

/** A seeded student (California, our own organisation), unless the e-mail is taken: then undefined. */
export async function insertStudent(tx: Queryable, s: StudentSeed, passwordHash: string): Promise<number | undefined> {
  const [row] = await tx.query<{ student_id: number }>(
    `insert into students (email, password_hash, first_name, last_name, status, is_verified, is_personal_info_pending,
       is_eligible, password_expired, state_id, organisation_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 5, 1001)
     on conflict ((lower(email))) do nothing returning student_id`,
    [
      s.email,
      passwordHash,
      s.firstName,
      s.lastName,
      s.status,
      s.isVerified,
      s.isPersonalInfoPending,
      s.isEligible,
      s.passwordExpired ?? false,
    ],
  );
  return row?.student_id;
}

/** A new student with the seed password under a salt of its own (no two accounts share a hash); undefined when there. */
export async function insertNewStudent(tx: Queryable, seed: StudentSeed): Promise<number | undefined> {
  const [known] = await tx.query('select 1 from students where lower(email) = lower($1)', [seed.email]);
  if (known) return undefined;
  return insertStudent(tx, seed, await hashDemoPassword(seedPassword));
}
