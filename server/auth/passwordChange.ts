import { accountFailureCodes, changePasswordMessages, type ChangePasswordRequest } from '../../contracts/auth';
import { failureCodes } from '../../contracts/envelope';
import type { Db } from '../db/types';
import { ApiError } from '../http/envelope';
import { storedLanguage } from '../i18n/serverText';
import type { Outbox } from '../mail/outbox';
import { mails } from '../mail/templates';
import { hashPassword } from './password';
import { checkStudentPassword } from './passwordCheck';
import { assertPasswordAllowed } from './passwordRules';
import { revokeOtherSessions, type Session } from './sessions';
import { attemptLimits, clearAttempts, countFailure, limitKeys } from './throttle';

/**
 * 02 §2 change-password, §7 password change, once the student may guess again (the caller refuses while the
 * student waits): the current password, then a new one by the reset rules. A wrong current password counts like a
 * wrong sign-in (attemptLimits.signInAccount). Success signs out every other session (and parent link) and mails a
 * notice in the same transaction; the session it was made in stays signed in.
 */
export async function changePassword(
  db: Db,
  outbox: Outbox,
  session: Pick<Session, 'studentId' | 'sessionId'>,
  request: ChangePasswordRequest,
  now: Date,
): Promise<void> {
  const key = limitKeys.passwordChange(session.studentId);
  const [student] = await db.query<{
    student_id: number;
    password_hash: string;
    email: string;
    language: string;
  }>('select student_id, password_hash, email, language from students where student_id = $1', [session.studentId]);
  if (!student || !(await checkStudentPassword(db, student, request.currentPassword))) {
    await countFailure(db, attemptLimits.signInAccount, key, now);
    throw new ApiError(400, changePasswordMessages.wrongCurrent, failureCodes.currentPasswordInvalid);
  }
  if (request.newPassword === request.currentPassword)
    throw new ApiError(400, changePasswordMessages.sameAsCurrent, accountFailureCodes.passwordSameAsCurrent);
  assertPasswordAllowed(request.newPassword);
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    await tx.query(
      'update students set password_hash = $2, password_expired = false, updated_at = $3 where student_id = $1',
      [session.studentId, passwordHash, now],
    );
    await revokeOtherSessions(tx, session.studentId, session.sessionId, now);
    await outbox.send(student.email, mails.passwordChangedInAccount(storedLanguage(student.language)), {
      within: tx,
    });
  });
  await clearAttempts(db, key);
}
