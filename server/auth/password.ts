import { randomBytes, scrypt as scryptCb, type ScryptOptions, timingSafeEqual } from 'node:crypto';

import type { Env } from '../config';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * scrypt's cost N in production: OWASP's recommendation for scrypt with r = 8, p = 1 (2^17: 128 MiB and a few
 * hundred milliseconds a hash). Hashes made with a lower cost are upgraded at the next sign-in (`needsRehash`).
 */
export const productionHashCost = 131072;
const keyLength = 64;
/**
 * The most a stored hash may ask for: scrypt needs 128 · N · r bytes, and a hash is read from the database, so a
 * damaged row must not make one check take gigabytes.
 */
const maxStoredCost = 2 ** 20;
/** Node refuses scrypt above `maxmem` (32 MiB by default, too little from N = 2^15 on): the need plus headroom. */
const memoryFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;
/** What one check of a stored hash may take at most (2^20 with r = 8 needs 1 GiB). */
const maxMemory = memoryFor(maxStoredCost, 8);

/**
 * The cost new hashes are made with: PASSWORD_HASH_COST (a power of two, at least 1024) lowers it for test runs, whose
 * seeds and sign-ins hash thousands of passwords (docs/decisions.md, "A test run's password cost"). A stored hash keeps
 * its own cost, so verifying reads it from the hash. Never lowered in production: the server refuses to start.
 */
export function hashCostFromEnv(env: Env): number {
  const setting = env.PASSWORD_HASH_COST;
  if (setting === undefined || setting === '') return productionHashCost;
  const cost = Number(setting);
  if (!Number.isInteger(cost) || cost < 1024 || cost > maxStoredCost || (cost & (cost - 1)) !== 0)
    throw new Error(`PASSWORD_HASH_COST must be a power of two from 1024 to ${maxStoredCost} (got '${setting}')`);
  if (env.NODE_ENV === 'production' && cost < productionHashCost)
    throw new Error(
      `PASSWORD_HASH_COST=${setting} lowers password hashing below ${productionHashCost}: refused in production`,
    );
  return cost;
}

const params = { N: hashCostFromEnv(process.env), r: 8, p: 1 } as const;

/**
 * What an account without a password stores (an express sign-up until the student chooses one, or an account whose
 * password was made unusable): not a scrypt hash, so no password verifies against it.
 */
export const noPasswordHash = '!no-password';

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** The parts of `scrypt$N$r$p$salt$hash`; undefined for anything else (the no-password marker, a damaged row). */
function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const valid = (n: number) => Number.isInteger(n) && n >= 1;
  if (!valid(N) || !valid(r) || !valid(p) || N > maxStoredCost || p > 16 || memoryFor(N, r) > maxMemory)
    return undefined;
  const key = Buffer.from(parts[5], 'base64url');
  // An empty or short key would compare equal to (almost) anything.
  if (key.length < 16) return undefined;
  return { N, r, p, salt: Buffer.from(parts[4], 'base64url'), key };
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url parts), random 16-byte salt. `cost` only ever lowers N, for the demo seed's
 * public passwords (server/seed/demoPasswords.ts).
 */
export async function hashPassword(password: string, cost: number = params.N): Promise<string> {
  const N = Math.min(cost, params.N);
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, keyLength, { N, r: params.r, p: params.p, maxmem: memoryFor(N, params.r) });
  return ['scrypt', N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Timing-safe comparison against a stored hash. False for the no-password marker and malformed hashes, after the
 * same work as a wrong password (an answer that came faster would tell that the account has no password).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) {
    await derive(password, parseHash(await dummyPasswordHash())!);
    return false;
  }
  const key = await derive(password, hash);
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}

const derive = (password: string, hash: ParsedHash) =>
  scrypt(password, hash.salt, hash.key.length, { N: hash.N, r: hash.r, p: hash.p, maxmem: memoryFor(hash.N, hash.r) });

/** Whether a stored hash (one a password just verified against) was made with less than today's parameters. */
export function needsRehash(stored: string): boolean {
  const hash = parseHash(stored);
  if (!hash) return false;
  return hash.N < params.N || hash.r < params.r || hash.p < params.p || hash.key.length < keyLength;
}

/** A hash of a random password, compared against when the account is unknown so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(12).toString('base64url')));
