import { randomBytes, scrypt as scryptCb, type ScryptOptions, timingSafeEqual } from 'node:crypto';

import type { Env } from '../config';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** scrypt's cost N in production: OWASP's minimum for scrypt with r = 8, p = 1 (2^14, about 50 ms a hash). */
export const productionHashCost = 16384;
const keyLength = 64;

/**
 * The cost new hashes are made with: PASSWORD_HASH_COST (a power of two, at least 1024) lowers it for test runs, whose
 * seeds and sign-ins hash thousands of passwords (docs/decisions.md, "A test run's password cost"). A stored hash keeps
 * its own cost, so verifying reads it from the hash. Never lowered in production: the server refuses to start.
 */
export function hashCostFromEnv(env: Env): number {
  const setting = env.PASSWORD_HASH_COST;
  if (setting === undefined || setting === '') return productionHashCost;
  const cost = Number(setting);
  if (!Number.isInteger(cost) || cost < 1024 || (cost & (cost - 1)) !== 0)
    throw new Error(`PASSWORD_HASH_COST must be a power of two of at least 1024 (got '${setting}')`);
  if (env.NODE_ENV === 'production' && cost < productionHashCost)
    throw new Error(
      `PASSWORD_HASH_COST=${setting} lowers password hashing below ${productionHashCost}: refused in production`,
    );
  return cost;
}

const params = { N: hashCostFromEnv(process.env), r: 8, p: 1 } as const;

/** `scrypt$N$r$p$salt$hash` (base64url parts), random 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, keyLength, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Timing-safe comparison against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, compared against when the account is unknown so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(12).toString('base64url')));
