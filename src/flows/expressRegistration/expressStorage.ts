import type { ExpressSession, FastLaneStep } from '@machines/expressRegistration';
import type { AppStorage } from '@shared/storage';
import { storeSignedIn } from '@shared/storage/loginStorage';

/** 01 §4 Session guard: a registration is under way (a reload passes the public guard), for this course. */
export function markExpressRegistering(storage: AppStorage, configCourseId: number): void {
  storage.set('registerFlow', 'true');
  storage.set('configCourseId', configCourseId);
}

/** 01 §4 Express 3: the login flags (token, studentId, isLoggedIn, loginFlag) and the payment method. */
export function storeExpressSession(storage: AppStorage, { registered, paymentMethod }: ExpressSession): void {
  const { token, student, message } = registered;
  if (!token) throw new Error('An eligible express registration carries a token');
  storeSignedIn(storage, { token, student, message });
  storage.set('paymentMethod', paymentMethod);
}

/** 01 §3: the fast-lane flag and its step marker. */
export function storeFastLaneStep(storage: AppStorage, step: FastLaneStep): void {
  storage.set('fastLaneFlag', 'true');
  storage.set('fastLaneStep', step);
}

/** 01 §4 Express 6: the step to resume at when the page opens with the fast-lane flag stored. */
export function storedResumeStep(storage: AppStorage): FastLaneStep | undefined {
  return storage.get('fastLaneFlag') === 'true' ? storage.get('fastLaneStep') : undefined;
}
