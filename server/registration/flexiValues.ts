import { maskSsn } from '../../contracts/profile';
import type { DataKeys } from '../dataAtRest/dataKeys';
import { openStored, seal } from '../dataAtRest/sealing';
import type { Queryable } from '../db/types';
import type { FlexiValue } from './flexi';

/*
 * A student's stored flexi answers (table student_flexi_values). A full SSN is encrypted at rest with the data key
 * (its key id in value_key_id); every other answer (court, dates, a vehicle tag, the SSN's last four digits) is
 * stored as typed, since courts, certificates and support read them.
 */

/** The answers sealed at rest: a full Social Security Number. */
export const sealedFlexiNames: readonly string[] = ['SSN'];
export const isSealedFlexi = (name: string) => sealedFlexiNames.includes(name);

/** How a stored answer is answered: a sealed one only masked (its last four digits). */
export const shownFlexiValue = (name: string, value: string) => (isSealedFlexi(name) ? maskSsn(value) : value);

/** What a sealed answer is bound to: its student, course and field (a copy on another row does not open). */
export const flexiValueContext = (studentId: number, configCourseId: number, name: string) =>
  `student_flexi_values:${studentId}:${configCourseId}:${name}`;

/** Stores answers of one course (the caller deletes the ones they replace, in its transaction). */
export async function insertFlexiValues(
  tx: Queryable,
  keys: DataKeys,
  studentId: number,
  configCourseId: number,
  values: FlexiValue[],
): Promise<void> {
  for (const v of values) {
    const stored = isSealedFlexi(v.name)
      ? seal(keys, v.value, flexiValueContext(studentId, configCourseId, v.name))
      : { sealed: v.value, keyId: null };
    await tx.query(
      `insert into student_flexi_values (student_id, config_course_id, flexi_field_id, name, value, value_key_id)
       values ($1, $2, $3, $4, $5, $6)`,
      [studentId, configCourseId, v.flexiFieldId, v.name, stored.sealed, stored.keyId],
    );
  }
}

/** A course's stored answers by field name, opened (a full SSN in clear: never answer it as it is). */
export async function readFlexiValues(
  db: Queryable,
  keys: DataKeys,
  studentId: number,
  configCourseId: number,
): Promise<Map<string, string>> {
  const rows = await db.query<{ name: string; value: string; value_key_id: string | null }>(
    'select name, value, value_key_id from student_flexi_values where student_id = $1 and config_course_id = $2',
    [studentId, configCourseId],
  );
  return new Map(
    rows.map((r) => [
      r.name,
      openStored(keys, r.value, r.value_key_id, flexiValueContext(studentId, configCourseId, r.name)),
    ]),
  );
}
