import { createPublicKey, type JsonWebKey, verify as verifySignature } from 'node:crypto';

import * as z from 'zod/mini';

import { type SocialProvider, socialProviders } from '../../contracts/auth';
import type { ServerConfig } from '../config';
import { fetchJson, readAnswer } from '../http/outbound';
import { defaultTimeouts } from '../timeouts';

/** What a provider adapter learns from a verified ID token. */
export interface SocialIdentity {
  /** The provider's id of the account (`sub`): what a connected account is matched by. */
  subject: string;
  /** The token's `email` claim ('' without one); never another claim read as an e-mail. */
  email: string;
  /** Whether the provider asserts it verified `email` (`email_verified`); only then may the e-mail find a student. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SocialProviderAdapter {
  /** Shown in messages: 'Sign-in with Google …'. */
  displayName: string;
  /** Resolves the identity, or throws when the token is not valid. */
  verifyIdToken(idToken: string, now: Date): Promise<SocialIdentity>;
}

export type SocialProviderRegistry = Partial<Record<SocialProvider, SocialProviderAdapter>>;

export const providerDisplayNames: Record<SocialProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

export type JwksFetcher = (url: string) => Promise<{ keys: JsonWebKey[] }>;

/** A JWKS document: only the key type and id are read here; every field is kept for createPublicKey. */
const jwksAnswer = z.object({ keys: z.array(z.looseObject({ kty: z.string(), kid: z.optional(z.string()) })) });

/**
 * Fetches a provider's signing keys within `timeoutMs`. A late, failed or malformed answer throws (not an
 * InvalidIdTokenError), which the sign-in route logs as 'provider keys unavailable' and answers as a failed sign-in.
 */
export function jwksFetcher(timeoutMs: number = defaultTimeouts.jwksMs, fetchImpl: typeof fetch = fetch): JwksFetcher {
  return async (url) => {
    const res = await fetchJson(fetchImpl, url, { method: 'GET' }, timeoutMs);
    if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
    const jwks = readAnswer(jwksAnswer, res.body);
    if (!jwks.ok) throw new Error(`JWKS ${url}: unexpected answer (${jwks.problems.slice(0, 5).join('; ')})`);
    return { keys: jwks.data.keys as JsonWebKey[] };
  };
}

export class InvalidIdTokenError extends Error {}

interface OidcOptions {
  displayName: string;
  clientId: string;
  jwksUrl: string;
  /** Accepts the token's `iss` (with the other claims, for issuers that name the tenant the token also names). */
  issuerOk: (iss: string, claims: Record<string, unknown>) => boolean;
  fetchJwks?: JwksFetcher;
  /** How long fetched keys are reused. */
  jwksTtlMs?: number;
}

const decodePart = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** An OpenID Connect ID-token verifier: RS256 signature against the provider's JWKS, iss, aud, exp. */
export function createOidcAdapter(opts: OidcOptions): SocialProviderAdapter {
  const fetchJwks = opts.fetchJwks ?? jwksFetcher();
  const ttl = opts.jwksTtlMs ?? 3_600_000;
  let cache: { at: number; keys: JsonWebKey[] } | undefined;

  async function keyFor(kid: string, now: Date): Promise<JsonWebKey | undefined> {
    const fresh = cache && now.getTime() - cache.at < ttl;
    let key = fresh ? cache!.keys.find((k) => k.kid === kid) : undefined;
    if (!key) {
      // Unknown kid: the provider may have rotated its keys, so fetch again.
      const jwks = await fetchJwks(opts.jwksUrl);
      cache = { at: now.getTime(), keys: jwks.keys ?? [] };
      key = cache.keys.find((k) => k.kid === kid);
    }
    return key;
  }

  return {
    displayName: opts.displayName,
    async verifyIdToken(idToken, now) {
      const parts = idToken.split('.');
      if (parts.length !== 3) throw new InvalidIdTokenError('malformed token');
      let header: Record<string, unknown>;
      let claims: Record<string, unknown>;
      try {
        header = decodePart(parts[0]);
        claims = decodePart(parts[1]);
      } catch {
        throw new InvalidIdTokenError('malformed token');
      }
      if (header.alg !== 'RS256' || typeof header.kid !== 'string')
        throw new InvalidIdTokenError('unsupported algorithm');
      const jwk = await keyFor(header.kid, now);
      if (!jwk) throw new InvalidIdTokenError('unknown signing key');
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
      if (!verifySignature('RSA-SHA256', signed, key, Buffer.from(parts[2], 'base64url'))) {
        throw new InvalidIdTokenError('bad signature');
      }
      const nowSec = Math.floor(now.getTime() / 1000);
      const skew = 60;
      if (typeof claims.iss !== 'string' || !opts.issuerOk(claims.iss, claims))
        throw new InvalidIdTokenError('wrong issuer');
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!aud.includes(opts.clientId)) throw new InvalidIdTokenError('wrong audience');
      if (typeof claims.exp !== 'number' || claims.exp + skew < nowSec) throw new InvalidIdTokenError('expired');
      if (typeof claims.nbf === 'number' && claims.nbf - skew > nowSec) throw new InvalidIdTokenError('not yet valid');
      if (typeof claims.sub !== 'string' || claims.sub === '') throw new InvalidIdTokenError('no subject in token');
      // Only `email`, and only trusted when `email_verified` says so: Microsoft's `preferred_username` (and an
      // unverified `email`) is whatever the account's tenant typed, so reading it as an address lets any tenant
      // name any student (the "nOAuth" takeover).
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      return {
        subject: claims.sub,
        email,
        emailVerified: email !== '' && (claims.email_verified === true || claims.email_verified === 'true'),
        firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
        lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
      };
    },
  };
}

const googleIssuers = new Set(['accounts.google.com', 'https://accounts.google.com']);
const microsoftIssuer = /^https:\/\/login\.microsoftonline\.com\/([0-9a-f-]{36})\/v2\.0$/i;
/**
 * Which `iss` claims each provider's ID tokens may carry. Microsoft's multi-tenant keys sign tokens of every tenant, so
 * the issuer must name the tenant the token is of (`tid`), as Microsoft's own validation does.
 */
const issuerChecks: Record<SocialProvider, OidcOptions['issuerOk']> = {
  google: (iss) => googleIssuers.has(iss),
  microsoft: (iss, claims) => {
    const tenant = microsoftIssuer.exec(iss)?.[1];
    return tenant !== undefined && typeof claims.tid === 'string' && claims.tid.toLowerCase() === tenant.toLowerCase();
  },
};

/** Builds the adapters configured by GOOGLE_CLIENT_ID / MICROSOFT_CLIENT_ID. */
export function socialProvidersFromConfig(
  config: ServerConfig,
  fetchJwks: JwksFetcher = jwksFetcher(config.timeouts.jwksMs),
): SocialProviderRegistry {
  const registry: SocialProviderRegistry = {};
  for (const provider of socialProviders) {
    const settings = config.social[provider];
    if (!settings) continue;
    registry[provider] = createOidcAdapter({
      displayName: providerDisplayNames[provider],
      ...settings,
      issuerOk: issuerChecks[provider],
      fetchJwks,
    });
  }
  return registry;
}
