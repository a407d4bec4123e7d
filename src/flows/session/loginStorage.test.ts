// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { studentSchema } from '@contracts/auth';
import { clearLoginFlags, storeSignedIn } from '@shared/storage/loginStorage';
import { createAppStorage } from '@shared/storage/storage';

const student = studentSchema.parse({
  studentId: 12,
  firstName: 'Sam',
  lastName: 'Driver',
  emailId: 'sam@example.com',
  status: 'Active',
  isVerified: true,
  state: { stateId: 5 },
  organisation: { organisationId: 1001 },
  inactivityTimeoutFlagEnabled: false,
});

describe('login storage', () => {
  beforeEach(() => window.localStorage.clear());
  const storage = () => createAppStorage(window.localStorage);

  it('stores the session and the student details', () => {
    storeSignedIn(storage(), { token: 'tok', student, message: '' });
    const s = storage();
    expect(s.get('token')).toBe('tok');
    expect(s.get('studentId')).toBe(12);
    expect(s.get('isLoggedIn')).toBe('true');
    expect(s.get('loginFlag')).toBe('true');
    expect(s.get('organisationId')).toBe(1001);
    expect(s.get('stateId')).toBe(5);
    expect(s.get('userObject')).toEqual({ firstName: 'Sam', lastName: 'Driver', emailId: 'sam@example.com' });
    expect(s.get('inactivityTimeoutFlagEnabled')).toBe('false');
  });

  it('skips organisation and state when the student has none', () => {
    storeSignedIn(storage(), { token: 'tok', student: { ...student, organisation: null, state: null }, message: '' });
    expect(storage().get('organisationId')).toBeUndefined();
    expect(storage().get('stateId')).toBeUndefined();
  });

  it('clears only the login flags', () => {
    storeSignedIn(storage(), { token: 'tok', student, message: '' });
    clearLoginFlags(storage());
    const s = storage();
    expect(s.get('token')).toBeUndefined();
    expect(s.get('isLoggedIn')).toBeUndefined();
    expect(s.get('loginFlag')).toBeUndefined();
    expect(s.get('studentId')).toBe(12);
  });
});
