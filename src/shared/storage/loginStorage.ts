import type { SignedIn } from '@machines/login';
import type { AppStorage } from '@shared/storage';

/** 01 §3 Browser-stored values: what a successful sign-in keeps in the browser. */
export function storeSignedIn(storage: AppStorage, { token, student }: SignedIn): void {
  storage.set('token', token);
  storage.set('studentId', student.studentId);
  storage.set('isLoggedIn', 'true');
  storage.set('loginFlag', 'true');
  if (student.organisation) storage.set('organisationId', student.organisation.organisationId);
  if (student.state) storage.set('stateId', student.state.stateId);
  storage.set('userObject', { firstName: student.firstName, lastName: student.lastName, emailId: student.emailId });
  storage.set('inactivityTimeoutFlagEnabled', student.inactivityTimeoutFlagEnabled ? 'true' : 'false');
}

/** 01 §4 Login, isEligible false: the login flags go. */
export function clearLoginFlags(storage: AppStorage): void {
  storage.remove('isLoggedIn', 'loginFlag', 'token');
}
