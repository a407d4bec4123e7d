import { describe, expect, it } from 'vitest';

import { hashCostFromEnv, hashPassword, productionHashCost, verifyPassword } from './password';

describe('password hashing cost', () => {
  it('is the production cost unless a test run lowers it', () => {
    expect(hashCostFromEnv({})).toBe(productionHashCost);
    expect(hashCostFromEnv({ PASSWORD_HASH_COST: '' })).toBe(productionHashCost);
    expect(hashCostFromEnv({ PASSWORD_HASH_COST: '1024' })).toBe(1024);
  });

  it('refuses a cost scrypt cannot take or that is too weak to mean anything', () => {
    for (const setting of ['1000', '512', 'low', '-1024'])
      expect(() => hashCostFromEnv({ PASSWORD_HASH_COST: setting })).toThrow(/power of two of at least 1024/);
  });

  it('is never lowered in production', () => {
    expect(() => hashCostFromEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '1024' })).toThrow(
      /refused in production/,
    );
    expect(hashCostFromEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '32768' })).toBe(32768);
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
