// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { createAppStorage } from './storage';

describe('app storage', () => {
  beforeEach(() => window.localStorage.clear());
  const storage = () => createAppStorage(window.localStorage);

  it('reads back what it stored, typed', () => {
    storage().set('studentId', 42);
    storage().set('isLoggedIn', 'true');
    expect(storage().get('studentId')).toBe(42);
    expect(storage().get('isLoggedIn')).toBe('true');
  });

  it('never keeps a token in clear text', () => {
    storage().set('token', 'secret-token-value');
    const dump = JSON.stringify({ ...window.localStorage });
    expect(dump).not.toContain('secret-token-value');
    expect(dump).not.toContain('token');
  });

  it('keeps the language choice when the session is cleared', () => {
    storage().set('language', 'ru');
    storage().set('token', 't');
    storage().clearSession();
    expect(storage().get('language')).toBe('ru');
    expect(storage().get('token')).toBeUndefined();
  });

  it('ignores values that do not match their type', () => {
    window.localStorage.setItem('ts.x', 'garbage');
    expect(storage().get('studentId')).toBeUndefined();
  });

  it('rejects writing a value of the wrong type', () => {
    expect(() => storage().set('fastLaneStep', '9' as never)).toThrow();
  });
});
