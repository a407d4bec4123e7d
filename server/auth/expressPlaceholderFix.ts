import { expressPlaceholderPassword } from '../../contracts/expressPlaceholder';
import type { Clock } from '../clock';
import type { Queryable } from '../db/types';
import { noPasswordHash, verifyPassword } from './password';

/** Its row in `data_fixes` once it has run to the end. */
export const expressPlaceholderFixName = 'express-placeholder-passwords';
const batchSize = 100;

/**
 * Express sign-ups used to store the express payload's placeholder password, which every browser has: anyone knowing
 * such a student's e-mail could sign in. Every express-registered account whose hash still verifies the placeholder
 * gets the no-password marker instead, so its student sets a password through 'Forgot password' (the sign-in refuses
 * the placeholder anyway, this fix or not). Accounts whose students chose a password are left alone. Runs once per
 * database (recorded in `data_fixes`); several instances running it together change each row once. Answers how many
 * accounts it changed, undefined when it had run before.
 */
export async function retireExpressPlaceholderPasswords(db: Queryable, clock: Clock): Promise<number | undefined> {
  const [done] = await db.query('select 1 from data_fixes where name = $1', [expressPlaceholderFixName]);
  if (done) return undefined;
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await db.query<{ student_id: number; password_hash: string }>(
      `select s.student_id, s.password_hash from students s
       where s.student_id > $1 and s.password_hash like 'scrypt$%'
         and exists (select 1 from student_courses c where c.student_id = s.student_id and c.registered_via = 'express')
       order by s.student_id limit $2`,
      [after, batchSize],
    );
    for (const row of rows) {
      after = row.student_id;
      if (!(await verifyPassword(expressPlaceholderPassword, row.password_hash))) continue;
      // Only the hash that was checked: a password the student set meanwhile stays.
      const updated = await db.query(
        'update students set password_hash = $3, updated_at = $4 where student_id = $1 and password_hash = $2 returning 1',
        [row.student_id, row.password_hash, noPasswordHash, clock()],
      );
      changed += updated.length;
    }
    if (rows.length < batchSize) break;
  }
  await db.query(
    'insert into data_fixes (name, done_at, changed_rows) values ($1, $2, $3) on conflict (name) do nothing',
    [expressPlaceholderFixName, clock(), changed],
  );
  return changed;
}
