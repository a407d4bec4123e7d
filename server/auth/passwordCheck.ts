import { expressPlaceholderPassword } from '../../contracts/expressPlaceholder';
import type { Queryable } from '../db/types';
import { hashPassword, needsRehash, verifyPassword } from './password';

const isPlaceholder = (password: string) => password.normalize('NFKC') === expressPlaceholderPassword.normalize('NFKC');

/**
 * Whether `password` is the student's (sign-in, password change). The express payload's placeholder never is, whatever
 * an account made before it stopped being stored still holds (the start-up fix in expressPlaceholderFix.ts retires
 * those). A right password whose hash was made with weaker parameters than today's is hashed again: raising the cost
 * reaches every active account at its next sign-in.
 */
export async function checkStudentPassword(
  db: Queryable,
  student: { student_id: number; password_hash: string },
  password: string,
): Promise<boolean> {
  const matches = await verifyPassword(password, student.password_hash);
  if (!matches || isPlaceholder(password)) return false;
  if (needsRehash(student.password_hash)) {
    const stronger = await hashPassword(password);
    // Only the hash that was checked is replaced: a password changed meanwhile stays.
    await db.query('update students set password_hash = $3 where student_id = $1 and password_hash = $2', [
      student.student_id,
      student.password_hash,
      stronger,
    ]);
  }
  return true;
}
