import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  DataKeySettingError,
  dataKeysFromEnv,
  developmentDataKeyId,
  developmentDataKeys,
  unconfiguredDataKeys,
} from './dataKeys';
import { seal, UnknownDataKeyError } from './sealing';

const key = () => randomBytes(32).toString('base64');

describe('the data keys (DATA_KEYS, DATA_KEY_ID)', () => {
  it('outside production, without DATA_KEYS: the development key, named as such', () => {
    expect(dataKeysFromEnv({})).toBe(developmentDataKeys);
    expect(developmentDataKeys.currentId).toBe('development');
  });

  it('seals with DATA_KEY_ID, or the first key listed; every listed key opens', () => {
    const env = { NODE_ENV: 'production', DATA_KEYS: `2026-12:${key()}, 2026-01:${key()}` };
    const first = dataKeysFromEnv(env);
    expect(first.currentId).toBe('2026-12');
    expect([...first.keys.keys()]).toEqual(['2026-12', '2026-01']);
    expect(dataKeysFromEnv({ ...env, DATA_KEY_ID: '2026-01' }).currentId).toBe('2026-01');
  });

  it('keeps the development key for opening outside production only (a demo database keeps working)', () => {
    const keys = `k1:${key()}`;
    expect(dataKeysFromEnv({ DATA_KEYS: keys }).keys.has(developmentDataKeyId)).toBe(true);
    expect(dataKeysFromEnv({ DATA_KEYS: keys, NODE_ENV: 'production' }).keys.has(developmentDataKeyId)).toBe(false);
  });

  it('never falls back to the development key in production: without DATA_KEYS nothing seals', () => {
    const keys = dataKeysFromEnv({ NODE_ENV: 'production' });
    expect(keys).toBe(unconfiguredDataKeys);
    expect(() => seal(keys, '123-45-6789', 'x')).toThrow(UnknownDataKeyError);
  });

  it('refuses settings it cannot use, naming the setting and never the key', () => {
    const secret = key();
    const refusals: [Record<string, string>, RegExp][] = [
      [{ DATA_KEYS: 'no-colon' }, /^DATA_KEYS: each entry is <id>:<key>/],
      [{ DATA_KEYS: `bad id:${secret}` }, /^DATA_KEYS: each entry is <id>:<key>/],
      [{ DATA_KEYS: `short:${randomBytes(16).toString('base64')}` }, /^DATA_KEYS: key "short" is not 32 bytes/],
      [{ DATA_KEYS: `a:${secret},a:${key()}` }, /^DATA_KEYS: "a" is listed twice/],
      [{ DATA_KEYS: `a:${secret}`, DATA_KEY_ID: 'b' }, /^DATA_KEY_ID: "b" is not a key of DATA_KEYS/],
      [{ DATA_KEY_ID: 'b' }, /^DATA_KEY_ID: names a key of DATA_KEYS/],
      [
        { DATA_KEYS: `copy:${developmentDataKeys.keys.get(developmentDataKeyId)!.toString('base64')}` },
        /public development key/,
      ],
      [{ DATA_KEYS: `development:${secret}` }, /public development key/],
    ];
    for (const [env, message] of refusals) {
      let thrown: unknown;
      try {
        dataKeysFromEnv(env);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, JSON.stringify(env)).toBeInstanceOf(DataKeySettingError);
      expect((thrown as Error).message).toMatch(message);
      expect((thrown as Error).message).not.toContain(secret);
    }
  });
});
