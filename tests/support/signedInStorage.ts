import type { APIRequestContext, BrowserContextOptions } from '@playwright/test';

import { signInAnswerSchema } from '../../contracts/auth';
import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import { signInOutcomeFrom } from '../../src/flows/login/signedIn';
import { storeSignedIn } from '../../src/shared/storage/loginStorage';
import { createAppStorage } from '../../src/shared/storage/storage';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Web Storage in memory: what the app writes to the browser's localStorage, kept for a storage state. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * A signed-in browser's storage for an account, made with the app's own code: the real sign-in call (the server's
 * answer validated by the contract's schema) and the login flow's `storeSession` (storeSignedIn). Tests that are not
 * about signing in start from it instead of typing into /login each time (about 3 s of a page and its answers on the
 * test machine); the login flow's own tests and map walk the form.
 */
export async function signedInStorage(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<StorageState> {
  const res = await request.post(new URL(apiPaths.login, baseURL).href, {
    data: { emailId: account.email, password: account.password, domainUrl: baseURL },
    // The key the test servers accept and the built app sends (both default).
    headers: { [headerNames.subscriptionKey]: defaultSubscriptionKey },
  });
  if (!res.ok()) throw new Error(`signing in ${account.email} answered ${res.status()}: ${await res.text()}`);
  const outcome = signInOutcomeFrom(signInAnswerSchema.parse(await res.json()));
  if (!('token' in outcome)) throw new Error(`${account.email} needs a second factor: sign in through /login`);
  // The login flow stores no session for an ineligible student (01 §4 Login).
  if (outcome.student.isEligible === false) throw new Error(`${account.email} is not eligible: nothing to store`);
  const area = memoryStorage();
  storeSignedIn(createAppStorage(area), outcome);
  const localStorage = Array.from({ length: area.length }, (_, i) => {
    const name = area.key(i)!;
    return { name, value: area.getItem(name)! };
  });
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] };
}
