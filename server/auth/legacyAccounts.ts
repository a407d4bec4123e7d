import { addMs, minutes } from '../clock';
import type { Queryable } from '../db/types';
import { randomToken, sha256 } from './tokens';

/*
 * Accounts of the previous platform (docs/decisions/login.md, legacy fallback and hand-off): they sign in there,
 * handed over with a one-time token.
 */

export const legacyHandoffLifetimeMs = minutes(5);

/** Whether the e-mail address names an account of the previous platform. */
export async function isLegacyAccount(db: Queryable, email: string): Promise<boolean> {
  const [legacy] = await db.query('select 1 from legacy_accounts where lower(email) = lower($1)', [email]);
  return legacy !== undefined;
}

/** The previous platform's account of the e-mail address, with its password hash; undefined when there is none. */
export async function findLegacyAccount(
  db: Queryable,
  email: string,
): Promise<{ legacy_account_id: number; password_hash: string } | undefined> {
  const [account] = await db.query<{ legacy_account_id: number; password_hash: string }>(
    'select legacy_account_id, password_hash from legacy_accounts where lower(email) = lower($1)',
    [email],
  );
  return account;
}

/** Stores a hand-off of the account to the previous platform (hashed) and answers its token. */
export async function createLegacyHandoff(db: Queryable, legacyAccountId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.query(
    'insert into legacy_handoffs (token_hash, legacy_account_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [sha256(token), legacyAccountId, now, addMs(now, legacyHandoffLifetimeMs)],
  );
  return token;
}
