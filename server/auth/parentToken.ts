import { createHmac, timingSafeEqual } from 'node:crypto';

import { type ParentTokenClaims, parentTokenClaimsSchema, parentTokenLifetimeDays } from '../../contracts/entryLinks';
import { addMs, hours } from '../clock';

/**
 * Parent-flow tokens: `base64url(JSON payload).base64url(HMAC-SHA256(secret, payload part))`, payload = claims plus
 * `iat`/`exp` (seconds) and `jti`, the id of the token's `parent_links` row, which makes it revocable
 * (server/auth/parentLinks.ts checks the row; a token without `jti` is refused there).
 */
export const parentTokenLifetimeMs = hours(24 * parentTokenLifetimeDays);

const configured = new WeakMap<object, { current: string; previous?: string }>();

/**
 * Makes PARENT_TOKEN_SECRET (or the development key outside production) the key for this database (buildApp calls
 * it), with the key it replaced, if any, still accepted for the links it signed.
 */
export function useParentTokenSecret(db: object, secret: string | undefined, previous?: string) {
  if (secret) configured.set(db, { current: secret, ...(previous && previous !== secret ? { previous } : {}) });
}

const notConfigured = () => new Error('no parent-token key is configured for this database (PARENT_TOKEN_SECRET)');

/**
 * The configured key, which signs new links. It lives in the settings only, never in the database (a database copy
 * must not sign links); asked for a database no app was built on (or a transaction's handle), it throws rather than
 * sign with another key.
 */
export function parentTokenSecret(db: object): Promise<string> {
  const keys = configured.get(db);
  return keys ? Promise.resolve(keys.current) : Promise.reject(notConfigured());
}

/** The keys a link may be signed with: the current one, then the one it replaced (a rotation, docs/deploy.md). */
export function parentTokenVerifyingSecrets(db: object): Promise<string[]> {
  const keys = configured.get(db);
  if (!keys) return Promise.reject(notConfigured());
  return Promise.resolve(keys.previous ? [keys.current, keys.previous] : [keys.current]);
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signParentToken(
  secret: string,
  claims: ParentTokenClaims,
  now: Date,
  jti?: string,
): { token: string; expiresAt: Date } {
  const expiresAt = addMs(now, parentTokenLifetimeMs);
  const payload = Buffer.from(
    JSON.stringify({
      ...claims,
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
      ...(jti ? { jti } : {}),
    }),
  ).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

const signedBy = (secret: string, payload: string, given: Buffer) => {
  const expected = Buffer.from(sign(secret, payload));
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/**
 * The claims of a well-formed, unexpired token correctly signed by one of `secrets` (and its `jti`, if any);
 * undefined otherwise.
 */
export function verifyParentToken(
  secrets: string | readonly string[],
  token: string,
  now: Date,
): (ParentTokenClaims & { expiresAt: Date; jti?: string }) | undefined {
  const m = /^([A-Za-z0-9_-]{10,3000})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!m) return undefined;
  const given = Buffer.from(m[2]);
  if (!(typeof secrets === 'string' ? [secrets] : secrets).some((secret) => signedBy(secret, m[1], given)))
    return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const exp = (payload as { exp?: unknown })?.exp;
  if (typeof exp !== 'number' || exp * 1000 <= now.getTime()) return undefined;
  const claims = parentTokenClaimsSchema.safeParse(payload);
  const jti = (payload as { jti?: unknown }).jti;
  if (!claims.success) return undefined;
  return { ...claims.data, expiresAt: new Date(exp * 1000), ...(typeof jti === 'string' ? { jti } : {}) };
}

/** Looks like a parent token (two base64url parts): session tokens never contain a dot. */
export const isParentTokenShape = (token: string) => /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
