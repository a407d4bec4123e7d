import type { LanguageCode } from '../../contracts/languages';
import type { Queryable } from '../db/types';
import type { StudentRow } from '../students';

/**
 * A sign-in keeps the student's language (students.language) as the app's now: a student who changed the app's
 * language gets the next mails in it (docs/architecture.md, "Server text in four languages").
 */
export async function rememberSignInLanguage(db: Queryable, student: StudentRow, language: LanguageCode | undefined) {
  if (!language || student.language === language) return;
  await db.query('update students set language = $2 where student_id = $1', [student.student_id, language]);
  student.language = language;
}
