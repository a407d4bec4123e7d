import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { id, idParam, maxId, money, nulCharacterMessage, seconds, text } from './primitives';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('contract primitives (bad input never answers 500)', () => {
  it('id: positive whole numbers up to the PostgreSQL integer maximum', () => {
    for (const ok of [1, 611, maxId]) expect(id().safeParse(ok).success).toBe(true);
    for (const bad of [0, -1, maxId + 1, 1e20, 1.5, Number.NaN, '611', null])
      expect(id().safeParse(bad).success).toBe(false);
  });

  it('idParam: the same bounds for query and path text', () => {
    expect(idParam().parse('611')).toBe(611);
    expect(idParam().parse(String(maxId))).toBe(maxId);
    for (const bad of ['2147483648', '0', '-1', 'abc', '1.5', '', '1e20', ['1', '2']])
      expect(idParam().safeParse(bad).success).toBe(false);
  });

  it('money and seconds are bounded', () => {
    expect(money().safeParse(-24.95).success).toBe(true);
    expect(money().check(z.nonnegative()).safeParse(24.95).success).toBe(true);
    for (const bad of [1e20, -1e20, 1e308]) expect(money().safeParse(bad).success).toBe(false);
    expect(seconds().safeParse(3600).success).toBe(true);
    for (const bad of [-1, 1e308]) expect(seconds().safeParse(bad).success).toBe(false);
  });

  it('text refuses U+0000 with a clear message and keeps trim, min, max and format checks', () => {
    const name = text().check(z.trim(), z.minLength(1), z.maxLength(5));
    expect(name.parse('  Sam ')).toBe('Sam');
    expect(messages(name.safeParse('a\u0000b'))).toEqual([nulCharacterMessage]);
    expect(messages(text().safeParse('\u0000'))).toEqual([nulCharacterMessage]);
    expect(name.safeParse('toolong').success).toBe(false);
    expect(name.safeParse('   ').success).toBe(false);
    expect(text().check(z.trim(), z.email()).safeParse('a@example.com').success).toBe(true);
    expect(text().check(z.trim(), z.email()).safeParse('a\u0000@example.com').success).toBe(false);
  });
});
