/**
 * What logout reads from the browser before it clears it (01 §3 Time record, 02 §3 Time records,
 * 01 §7 Logout). Absent values were not stored.
 */
export interface StoredSessionValues {
  studentId?: number;
  studentCourseId?: number;
  studentCourseChapterId?: number;
  configCourseId?: number;
  logoutTimeSpent?: number;
  timeConsumedAfterIdentityVerification?: number;
  availableTimeForTheDay?: number;
  isCourseHasAccessTimeLimitPerDay: boolean;
  /** Where logout goes instead of /login. */
  logoutRedirectUrl?: string;
}

export interface SessionContext {
  /** The stored inactivityTimeoutFlagEnabled: whether idling shows 'Are you still there?'. */
  inactivityPrompt: boolean;
  /** Read when logout starts; the storage is cleared before the session ends. */
  stored?: StoredSessionValues;
}

/** The API client's envelope signals (src/shared/api/sessionSignals.ts), forwarded as they are. */
export type ApiSignalEvent =
  | { type: 'api.accessDenied' }
  | { type: 'api.unauthorized' }
  | { type: 'api.sessionEnded' }
  | { type: 'api.tokenExpired' };

export type SessionEvent =
  /** A navigation found the stored IsLoggedIn flag 'true'. */
  | { type: 'session.found'; inactivityPrompt: boolean }
  /** A navigation found no stored IsLoggedIn flag (e.g. another part of the app cleared storage). */
  | { type: 'session.lost' }
  | { type: 'session.logout' }
  /** Pointer, key, scroll or touch activity (throttled by the app). */
  | { type: 'activity.detect' }
  /** 'Yes' in 'Are you still there?'. */
  | { type: 'presence.confirm' }
  /** 'OK' in the token-expiry modal. */
  | { type: 'expiry.acknowledge' }
  | ApiSignalEvent;

/** 01 §7 Time update on logout. */
export interface TimeUpdateInput {
  studentCourseChapterId: number;
  studentCourseId: number;
  timeSpent: number;
  timeConsumedAfterIdentityVerification: number;
}

/** 01 §7 Logout. */
export interface LogoutInput {
  studentId: number;
  isCourseHasAccessTimeLimitPerDay: boolean;
  availableTimeForTheDay?: number;
  configCourseId?: number;
  studentCourseId?: number;
}
