import type { LogoutRequest } from '../../contracts/auth';
import type { Db } from '../db/types';
import { revokeParentLink } from './parentLinks';
import { revokeSession, type Session } from './sessions';

/**
 * Logout: stores the course's time left today as the app counted it (the student's own session only), then ends the
 * session, or the parent link of a parent's token (it has no session row). One transaction.
 */
export async function signOut(db: Db, session: Session, request: LogoutRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const studentTime = !session.viaParentToken && request.availableTimeForTheDay !== undefined;
    if (studentTime && (request.studentCourseId !== undefined || request.configCourseId !== undefined)) {
      await tx.query(
        `update student_courses set available_time_for_the_day = $3, available_time_updated_at = $4
         where student_id = $1 and (student_course_id = $2 or ($2::int is null and config_course_id = $5))`,
        [
          session.studentId,
          request.studentCourseId ?? null,
          request.availableTimeForTheDay,
          now,
          request.configCourseId ?? null,
        ],
      );
    }
    if (session.parentLinkId) await revokeParentLink(tx, session.parentLinkId, now, 'logout');
    else await revokeSession(tx, session.sessionId, now);
  });
}
