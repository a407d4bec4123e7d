import type { Queryable } from '../db/types';
import { seedPassword } from './accounts';
import { activeStudent, insertNewStudent } from './students';

/*
 * The sign-in flows' browser paths (tests/model/login.browser.ts). A path whose student signs in with the
 * code of an authenticator app after the password, and must then be an Active student (the dashboard, not the
 * settings of a pending payment), turns two-step sign-in on for one of these with a key of its own; the next path takes
 * the next one whose password alone still signs in. A server seeded anew has them all without it.
 */

/** How many: a run of every planned path takes a few; each later run on the same server takes as many again. */
const poolSize = 12;

/** Active, verified, eligible, no course, two-step sign-in off (the seed password). */
export const signInPathsActiveAccounts = Array.from({ length: poolSize }, (_, i) => ({
  email: `signinpaths.active${i + 1}@example.com`,
  password: seedPassword,
}));

export async function seedSignInPathsAccounts(tx: Queryable) {
  for (const [i, account] of signInPathsActiveAccounts.entries()) {
    await insertNewStudent(tx, activeStudent(account.email, 'Ari', `Active${i + 1}`));
  }
}
