import { type ParentTokenClaims, parentTokenIssueSchema } from '../../contracts/entryLinks';
import type { LanguageCode } from '../../contracts/languages';
import { issueParentToken } from '../auth/parentLinks';
import type { Db } from '../db/types';
import { storedLanguage } from '../i18n/serverText';
import type { OutgoingMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { recordParentEmail, studentDisplayName, type StudentRow } from '../students';

/** Where a parent link is signed, which address it opens and how it is mailed. */
export interface ParentLinkDeps {
  db: Db;
  publicUrl: string;
  now: Date;
  send: (to: string, mail: OutgoingMail) => Promise<unknown>;
}

/** Signs a parent token for the claims and mails `${PUBLIC_URL}/?token=…` to the parent. */
export async function issueParentLink(
  deps: ParentLinkDeps,
  claims: ParentTokenClaims,
  parentEmail: string,
  studentName: string,
  courseName: string,
  /** The language of the student who asked: the parent reads what the student reads. */
  language: LanguageCode,
) {
  const { token, expiresAt } = await issueParentToken(deps.db, claims, deps.now);
  const parentLink = `${deps.publicUrl}/?token=${token}`;
  const mail = mails.parentLink(language, studentName, courseName, parentLink);
  await deps.send(parentEmail, mail);
  return parentTokenIssueSchema.parse({ token, expiresAt: expiresAt.toISOString(), parentLink });
}

/** A student's parent link: the parent's address kept on the student, the link mailed in the student's language. */
export async function sendParentLink(
  deps: ParentLinkDeps,
  student: StudentRow,
  claims: ParentTokenClaims,
  parentEmail: string,
  courseName: string,
) {
  await recordParentEmail(deps.db, student.student_id, parentEmail, deps.now);
  return issueParentLink(
    deps,
    claims,
    parentEmail,
    studentDisplayName(student),
    courseName,
    storedLanguage(student.language),
  );
}
