import type { AppStorage } from '@shared/storage';

/** 01 §4 Session guard: /home/* needs the stored IsLoggedIn flag 'true', else /login. */
export function homeRedirect(storage: AppStorage): string | undefined {
  return storage.get('isLoggedIn') === 'true' ? undefined : '/login';
}

/**
 * 01 §4 Session guard: a signed-in user holding a token who opens a public page goes to the
 * purchased courses, unless a registration is under way (registerFlow 'true').
 */
export function publicRedirect(storage: AppStorage): string | undefined {
  const signedIn = storage.get('isLoggedIn') === 'true' && Boolean(storage.get('token'));
  return signedIn && storage.get('registerFlow') !== 'true' ? '/home/course-list' : undefined;
}

/**
 * The start pages (/ and /course-enrollment) follow the public guard, except for an entry link
 * (authToken, token, studentSource): the link itself decides where a signed-in visitor goes.
 */
export function landingRedirect(storage: AppStorage, search: string): string | undefined {
  const query = new URLSearchParams(search);
  if (['authToken', 'token', 'studentSource'].some((name) => query.get(name))) return undefined;
  return publicRedirect(storage);
}
