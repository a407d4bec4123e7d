// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { studentSchema } from '@contracts/auth';
import { createAppStorage } from '@shared/storage/storage';

import {
  holdTokenForVerification,
  markRegistering,
  restoreToken,
  storeRegisteredSession,
  storeToken,
} from './registrationStorage';

const storage = () => createAppStorage(window.localStorage);
const student = studentSchema.parse({
  studentId: 77,
  firstName: 'Riley',
  lastName: 'Driver',
  emailId: 'riley@example.com',
  status: 'PaymentPending',
  isVerified: false,
});

describe('registration storage (01 §3, §4 Registration success)', () => {
  beforeEach(() => window.localStorage.clear());

  it('marks the registration under way with its course and organisation', () => {
    markRegistering(storage(), { configCourseId: 612, organisationId: 3001 });
    expect(storage().get('registerFlow')).toBe('true');
    expect(storage().get('configCourseId')).toBe(612);
    expect(storage().get('organisationId')).toBe(3001);
    markRegistering(storage(), { configCourseId: 611 });
    expect(storage().get('organisationId')).toBe(3001);
  });

  it('holds the token apart while the code is asked, without signing anyone in, then restores it', () => {
    storage().set('isLoggedIn', 'true');
    storage().set('loginFlag', 'true');
    holdTokenForVerification(storage(), { token: 'tok', studentId: 77 });
    expect(storage().get('pendingVerificationToken')).toBe('tok');
    expect(storage().get('token')).toBe('tok');
    expect(storage().get('studentId')).toBe(77);
    expect(storage().get('isLoggedIn')).toBeUndefined();
    expect(storage().get('loginFlag')).toBeUndefined();

    storage().set('token', 'something else');
    restoreToken(storage(), { token: 'tok', studentId: 77 });
    expect(storage().get('token')).toBe('tok');
    expect(storage().get('pendingVerificationToken')).toBeUndefined();
  });

  it('stores the token directly when no code is asked, and signs the student in at the end', () => {
    storeToken(storage(), { token: 'tok', studentId: 77 });
    expect(storage().get('token')).toBe('tok');
    expect(storage().get('isLoggedIn')).toBeUndefined();
    storeRegisteredSession(storage(), { token: 'tok', student });
    expect(storage().get('isLoggedIn')).toBe('true');
    expect(storage().get('loginFlag')).toBe('true');
    expect(storage().get('userObject')).toEqual({
      firstName: 'Riley',
      lastName: 'Driver',
      emailId: 'riley@example.com',
    });
  });
});
