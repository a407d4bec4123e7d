import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { type DataKeys, developmentDataKeys } from './dataKeys';
import { openStored, seal, UnknownDataKeyError, unseal } from './sealing';

const ring = (currentId: string, ...ids: string[]): DataKeys => ({
  currentId,
  keys: new Map(ids.map((id) => [id, randomBytes(32)])),
});

describe('sealing a value (AES-256-GCM)', () => {
  it('stores no clear text, a new IV each time, and the key id beside it', () => {
    const a = seal(developmentDataKeys, '123-45-6789', 'row:1');
    const b = seal(developmentDataKeys, '123-45-6789', 'row:1');
    expect(a.keyId).toBe('development');
    expect(a.sealed).not.toContain('6789');
    expect(Buffer.from(a.sealed, 'base64').toString('latin1')).not.toContain('123-45-6789');
    expect(a.sealed).not.toBe(b.sealed);
    expect(unseal(developmentDataKeys, a, 'row:1')).toBe('123-45-6789');
  });

  it('does not open in another place, altered, or without its key', () => {
    const sealed = seal(developmentDataKeys, 'L2JOL4LGNXXRJEZYQN7RKXISRO43ZC7T', 'two_factor_settings:1');
    expect(() => unseal(developmentDataKeys, sealed, 'two_factor_settings:2')).toThrow();
    const bytes = Buffer.from(sealed.sealed, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() =>
      unseal(developmentDataKeys, { ...sealed, sealed: bytes.toString('base64') }, 'two_factor_settings:1'),
    ).toThrow();
    expect(() => unseal(ring('other', 'other'), sealed, 'two_factor_settings:1')).toThrow(UnknownDataKeyError);
  });

  it('opens what an older key sealed after the current key changed (rotation)', () => {
    const old = ring('2026-01', '2026-01');
    const sealed = seal(old, 'secret', 'x');
    const rotated: DataKeys = { currentId: '2026-12', keys: new Map([...old.keys, ['2026-12', randomBytes(32)]]) };
    expect(unseal(rotated, sealed, 'x')).toBe('secret');
    expect(seal(rotated, 'secret', 'x').keyId).toBe('2026-12');
  });

  it('reads a value stored before encryption (no key id) as it is', () => {
    expect(openStored(developmentDataKeys, '123-45-6789', null, 'x')).toBe('123-45-6789');
  });
});
