import { describe, expect, it } from 'vitest';

import { cloneValues, getPath, setPath, unsetPath } from './paths';

describe('dotted paths', () => {
  it('reads, writes (creating objects) and removes (pruning empty objects)', () => {
    const values: Record<string, unknown> = { name: 'Sam' };
    expect(getPath(values, 'flexi.f1')).toBeUndefined();
    setPath(values, 'flexi.f1', 'Orange');
    setPath(values, 'flexi.f2', 'Compton');
    expect(getPath(values, 'flexi.f1')).toBe('Orange');
    unsetPath(values, 'flexi.f1');
    expect(values).toEqual({ name: 'Sam', flexi: { f2: 'Compton' } });
    unsetPath(values, 'flexi.f2');
    expect(values).toEqual({ name: 'Sam' });
    unsetPath(values, 'missing.deep');
    expect(values).toEqual({ name: 'Sam' });
  });

  it('copies values deeply', () => {
    const values = { flexi: { f1: 'a' }, list: ['x'] };
    const copy = cloneValues(values);
    expect(copy).toEqual(values);
    expect(copy.flexi).not.toBe(values.flexi);
    expect(copy.list).not.toBe(values.list);
  });
});
