import { randomBytes } from 'node:crypto';

import type { WalletProfile } from '../contracts/entryLinks';
import { addMs, type Clock, hours } from './clock';

/**
 * The wallet provider behind the /paypal-auth return page: exchanges the sign-in code for an access token and reads
 * the profile with it. A real provider adapter would make these two calls to the provider; the embedded default is
 * a sandbox: any code `sandbox-…` signs in Sam Sandbox (`sandbox-no-email` a profile without e-mail), anything else
 * is refused. Access tokens live one hour, in memory.
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
const tokenLifetimeMs = hours(1);

export function sandboxWalletProvider(clock: Clock): WalletProvider {
  const tokens = new Map<string, { profile: WalletProfile; expiresAt: Date }>();
  return {
    name: 'sandbox',
    async exchangeCode(code) {
      if (!sandboxCodePattern.test(code)) return undefined;
      const now = clock();
      for (const [t, v] of tokens) if (v.expiresAt <= now) tokens.delete(t);
      const accessToken = `sandbox-at-${randomBytes(24).toString('base64url')}`;
      const profile = code === sandboxNoEmailCode ? { ...sandboxProfile, emails: [] } : sandboxProfile;
      tokens.set(accessToken, { profile, expiresAt: addMs(now, tokenLifetimeMs) });
      return { accessToken, expiresIn: tokenLifetimeMs / 1000 };
    },
    async profile(accessToken) {
      const entry = tokens.get(accessToken);
      if (!entry || entry.expiresAt <= clock()) return undefined;
      return entry.profile;
    },
  };
}
