import type { Registered, RegistrationStorageScope, StoredToken } from '@machines/registrationSubmit';
import type { AppStorage } from '@shared/storage';
import { storeSignedIn } from '@shared/storage/loginStorage';

/** 01 §3, §4 Session guard: a registration is under way (public pages let it through), for this course. */
export function markRegistering(
  storage: AppStorage,
  { configCourseId, organisationId }: RegistrationStorageScope,
): void {
  storage.set('registerFlow', 'true');
  storage.set('configCourseId', configCourseId);
  if (organisationId !== undefined) storage.set('organisationId', organisationId);
}

/**
 * 01 §4 Registration success: the token is held apart (pendingVerificationToken) until the
 * e-mail code is verified. The verification calls are student-scoped, so while the dialog is
 * open the token is also the request token; the login flags stay off, so no guard treats the
 * visitor as signed in.
 */
export function holdTokenForVerification(storage: AppStorage, { token, studentId }: StoredToken): void {
  storage.remove('isLoggedIn', 'loginFlag');
  storage.set('pendingVerificationToken', token);
  storage.set('token', token);
  storage.set('studentId', studentId);
}

/** The code is verified: the original token is restored and the held copy removed. */
export function restoreToken(storage: AppStorage, { token, studentId }: StoredToken): void {
  storage.set('token', storage.get('pendingVerificationToken') ?? token);
  storage.set('studentId', studentId);
  storage.remove('pendingVerificationToken');
}

/** Verification skipped: the token is stored directly. */
export function storeToken(storage: AppStorage, { token, studentId }: StoredToken): void {
  storage.set('token', token);
  storage.set('studentId', studentId);
}

/** Signs the new student in, as a login does (token, studentId, login flags, userObject). */
export function storeRegisteredSession(storage: AppStorage, { token, student }: Registered): void {
  storeSignedIn(storage, { token, student, message: '' });
}
