import { createHash, randomBytes } from 'node:crypto';

import type { WalletProfile } from '../contracts/entryLinks';
import { addMs, type Clock, hours } from './clock';
import type { Queryable } from './db/types';

/**
 * The wallet provider behind the /paypal-auth return page: exchanges the sign-in code for an access token and reads
 * the profile with it. A real provider adapter would make these two calls to the provider; the demonstration's is a
 * sandbox: any code `sandbox-…` signs in Sam Sandbox (`sandbox-no-email` a profile without e-mail), anything else is
 * refused. Production has no sandbox: without a real provider every code is refused.
 */
export interface WalletProvider {
  readonly name: string;
  /** The access token for a sign-in code, or undefined when the code is not valid. */
  exchangeCode(code: string): Promise<{ accessToken: string; expiresIn: number } | undefined>;
  /** The profile of an access token, or undefined when the token is unknown or expired. */
  profile(accessToken: string): Promise<WalletProfile | undefined>;
}

export const sandboxProfile: WalletProfile = {
  name: { given_name: 'Sam', surname: 'Sandbox' },
  emails: [{ value: 'sam.sandbox@example.com', primary: true }],
};
export const sandboxNoEmailCode = 'sandbox-no-email';
const sandboxCodePattern = /^sandbox-[A-Za-z0-9_-]{1,100}$/;
export const walletTokenLifetimeMs = hours(1);

const tokenHash = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

/**
 * The sandbox's access tokens live an hour in the database (wallet_access_tokens), hashed, so any instance reads a
 * token another issued; the hourly clean-up deletes expired ones.
 */
export function sandboxWalletProvider(db: Queryable, clock: Clock): WalletProvider {
  return {
    name: 'sandbox',
    async exchangeCode(code) {
      if (!sandboxCodePattern.test(code)) return undefined;
      const accessToken = `sandbox-at-${randomBytes(24).toString('base64url')}`;
      const profile = code === sandboxNoEmailCode ? { ...sandboxProfile, emails: [] } : sandboxProfile;
      await db.query('insert into wallet_access_tokens (token_hash, profile, expires_at) values ($1, $2, $3)', [
        tokenHash(accessToken),
        JSON.stringify(profile),
        addMs(clock(), walletTokenLifetimeMs),
      ]);
      return { accessToken, expiresIn: walletTokenLifetimeMs / 1000 };
    },
    async profile(accessToken) {
      const [row] = await db.query<{ profile: WalletProfile }>(
        'select profile from wallet_access_tokens where token_hash = $1 and expires_at > $2',
        [tokenHash(accessToken), clock()],
      );
      return row?.profile;
    },
  };
}

/** Production without a configured wallet provider: no code signs anybody in. */
export const noWalletProvider: WalletProvider = {
  name: 'none',
  exchangeCode: async () => undefined,
  profile: async () => undefined,
};
