import { randomBytes, scryptSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  hashCostFromEnv,
  hashPassword,
  needsRehash,
  noPasswordHash,
  productionHashCost,
  verifyPassword,
} from './password';

/** A stored hash made with the given parameters (what older releases stored). */
function hashWith(password: string, N: number, r = 8, p = 1) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing cost', () => {
  it('is the production cost unless a test run lowers it', () => {
    expect(hashCostFromEnv({})).toBe(productionHashCost);
    expect(hashCostFromEnv({ PASSWORD_HASH_COST: '' })).toBe(productionHashCost);
    expect(hashCostFromEnv({ PASSWORD_HASH_COST: '1024' })).toBe(1024);
  });

  it("is OWASP's scrypt recommendation in production: N = 2^17 (r = 8, p = 1)", () => {
    expect(productionHashCost).toBe(2 ** 17);
  });

  it('refuses a cost scrypt cannot take or that is too weak to mean anything', () => {
    for (const setting of ['1000', '512', 'low', '-1024', String(2 ** 21)])
      expect(() => hashCostFromEnv({ PASSWORD_HASH_COST: setting })).toThrow(/power of two from 1024/);
  });

  it('is never lowered in production', () => {
    for (const setting of ['1024', '16384', '32768'])
      expect(() => hashCostFromEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: setting })).toThrow(
        /refused in production/,
      );
    expect(hashCostFromEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: String(2 ** 18) })).toBe(2 ** 18);
  });

  it("verifies a hash of the production cost (128 MiB: above Node's default scrypt memory limit)", async () => {
    const stored = hashWith('Passw0rd!', productionHashCost);
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('Passw0rd?', stored)).toBe(false);
  });

  it('asks for a new hash when a stored one was made with less than the current parameters', async () => {
    const current = await hashPassword('Passw0rd!');
    const N = Number(current.split('$')[1]);
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(hashWith('Passw0rd!', N / 2))).toBe(true);
    expect(needsRehash(hashWith('Passw0rd!', N, 4))).toBe(true);
    expect(needsRehash(hashWith('Passw0rd!', N * 2))).toBe(false);
    expect(needsRehash(noPasswordHash)).toBe(false);
  });

  it('makes a hash at a lower cost when asked (the demo seed), never a higher one', async () => {
    const current = Number((await hashPassword('Passw0rd!')).split('$')[1]);
    expect((await hashPassword('Passw0rd!', 2 ** 30)).split('$')[1]).toBe(String(current));
    const cheaper = await hashPassword('Passw0rd!', current / 2);
    expect(cheaper.split('$')[1]).toBe(String(current / 2));
    expect(await verifyPassword('Passw0rd!', cheaper)).toBe(true);
    expect(needsRehash(cheaper)).toBe(true);
  });

  it('lets no password verify against the no-password marker or a damaged hash', async () => {
    const damaged = [
      'scrypt$abc$8$1$x$y',
      `scrypt$${2 ** 30}$8$1$AAAA$AAAA`,
      `scrypt$${2 ** 20}$64$1$AAAA$${'A'.repeat(86)}`,
      // An empty key compares equal to an empty derived key: never a match.
      'scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA$',
    ];
    for (const stored of [noPasswordHash, '', ...damaged])
      for (const guess of ['', noPasswordHash, 'Passw0rd!']) expect(await verifyPassword(guess, stored)).toBe(false);
  });

  it('verifies a hash by the cost stored in it, whatever new hashes are made with', async () => {
    const stored = await hashPassword('Passw0rd!');
    const strong = stored.replace(/^scrypt\$\d+\$/, `scrypt$${productionHashCost}$`);
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    // The same salt and key under another cost is another hash: the cost is read, not assumed.
    expect(await verifyPassword('Passw0rd!', strong)).toBe(stored === strong);
    expect(await verifyPassword('wrong', stored)).toBe(false);
  });
});
