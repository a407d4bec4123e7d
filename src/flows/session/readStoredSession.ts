import type { StoredSessionValues } from '@machines/session';
import type { AppStorage } from '@shared/storage';

/** The values logout sends, read from the browser before it is cleared. */
export function readStoredSession(storage: AppStorage): StoredSessionValues {
  return {
    studentId: storage.get('studentId'),
    studentCourseId: storage.get('studentCourseId'),
    studentCourseChapterId: storage.get('studentCourseChapterId'),
    configCourseId: storage.get('configCourseId'),
    logoutTimeSpent: storage.get('logoutTimeSpent'),
    timeConsumedAfterIdentityVerification: storage.get('timeConsumedAfterIdentityVerification'),
    availableTimeForTheDay: storage.get('availableTimeForTheDay'),
    isCourseHasAccessTimeLimitPerDay: storage.get('isCourseHasAccessTimeLimitPerDay') === 'true',
    logoutRedirectUrl: storage.get('logoutRedirectUrl'),
  };
}

/** 01 §4 Session guard: what a navigation tells the session machine. */
export function sessionEventOf(storage: AppStorage) {
  return storage.get('isLoggedIn') === 'true'
    ? ({ type: 'session.found', inactivityPrompt: storage.get('inactivityTimeoutFlagEnabled') === 'true' } as const)
    : ({ type: 'session.lost' } as const);
}
