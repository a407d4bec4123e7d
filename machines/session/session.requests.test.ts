import { describe, expect, it } from 'vitest';

import { logoutDestination, logoutRequestOf, timeUpdateOf } from './session.requests';

const base = { isCourseHasAccessTimeLimitPerDay: false };

describe('timeUpdateOf', () => {
  it('needs the chapter, the course and the time spent', () => {
    expect(timeUpdateOf(undefined)).toBeUndefined();
    expect(timeUpdateOf({ ...base, studentCourseChapterId: 1, studentCourseId: 2 })).toBeUndefined();
    expect(timeUpdateOf({ ...base, studentCourseChapterId: 1, logoutTimeSpent: 5 })).toBeUndefined();
    expect(timeUpdateOf({ ...base, studentCourseId: 2, logoutTimeSpent: 5 })).toBeUndefined();
  });
  it('sends 0 identity-verified time when none is stored, and a stored 0 time spent', () => {
    expect(timeUpdateOf({ ...base, studentCourseChapterId: 1, studentCourseId: 2, logoutTimeSpent: 0 })).toEqual({
      studentCourseChapterId: 1,
      studentCourseId: 2,
      timeSpent: 0,
      timeConsumedAfterIdentityVerification: 0,
    });
    expect(
      timeUpdateOf({
        ...base,
        studentCourseChapterId: 1,
        studentCourseId: 2,
        logoutTimeSpent: 9,
        timeConsumedAfterIdentityVerification: 4,
      })?.timeConsumedAfterIdentityVerification,
    ).toBe(4);
  });
});

describe('logoutRequestOf', () => {
  it('needs a student', () => {
    expect(logoutRequestOf(undefined)).toBeUndefined();
    expect(logoutRequestOf({ ...base, studentCourseId: 3 })).toBeUndefined();
  });
  it('adds the optional course values only when stored', () => {
    expect(logoutRequestOf({ ...base, studentId: 7 })).toEqual({
      studentId: 7,
      isCourseHasAccessTimeLimitPerDay: false,
    });
    expect(
      logoutRequestOf({
        studentId: 7,
        isCourseHasAccessTimeLimitPerDay: true,
        availableTimeForTheDay: 0,
        configCourseId: 611,
        studentCourseId: 3,
      }),
    ).toEqual({
      studentId: 7,
      isCourseHasAccessTimeLimitPerDay: true,
      availableTimeForTheDay: 0,
      configCourseId: 611,
      studentCourseId: 3,
    });
  });
});

describe('logoutDestination', () => {
  it('is the stored redirect address, else /login', () => {
    expect(logoutDestination(undefined)).toBe('/login');
    expect(logoutDestination({ ...base, logoutRedirectUrl: '' })).toBe('/login');
    expect(logoutDestination({ ...base, logoutRedirectUrl: '/register' })).toBe('/register');
  });
});
