import * as routes from '@contracts/pages';

import type { LogoutInput, StoredSessionValues, TimeUpdateInput } from './session.types';

/** 02 §4: the time update is sent only when the chapter, the course and the time spent are stored. */
export function timeUpdateOf(stored: StoredSessionValues | undefined): TimeUpdateInput | undefined {
  if (!stored) return undefined;
  const { studentCourseChapterId, studentCourseId, logoutTimeSpent } = stored;
  if (studentCourseChapterId === undefined || studentCourseId === undefined || logoutTimeSpent === undefined)
    return undefined;
  return {
    studentCourseChapterId,
    studentCourseId,
    timeSpent: logoutTimeSpent,
    timeConsumedAfterIdentityVerification: stored.timeConsumedAfterIdentityVerification ?? 0,
  };
}

/** 01 §7 Logout: needs the student; the course values are sent only when stored. */
export function logoutRequestOf(stored: StoredSessionValues | undefined): LogoutInput | undefined {
  if (stored?.studentId === undefined) return undefined;
  const request: LogoutInput = {
    studentId: stored.studentId,
    isCourseHasAccessTimeLimitPerDay: stored.isCourseHasAccessTimeLimitPerDay,
  };
  if (stored.availableTimeForTheDay !== undefined) request.availableTimeForTheDay = stored.availableTimeForTheDay;
  if (stored.configCourseId !== undefined) request.configCourseId = stored.configCourseId;
  if (stored.studentCourseId !== undefined) request.studentCourseId = stored.studentCourseId;
  return request;
}

/** 01 §4 Session guard: the stored redirect address, else /login. */
export const logoutDestination = (stored: StoredSessionValues | undefined): string =>
  stored?.logoutRedirectUrl || routes.login;
