import { describe, expect, it } from 'vitest';

import { isRemapNotFound, needsStateList, nextProgress } from './registrationRules';

describe('needsStateList (01 §4 State selection)', () => {
  it.each([
    [{}, true],
    [{ stateId: 1 }, true],
    [{ organisationId: 1001 }, true],
    [{ stateId: 1, organisationId: 1001 }, true],
    [{ stateId: 5 }, false],
    [{ organisationId: 3001 }, false],
    [{ stateId: 1, organisationId: 3001 }, false],
  ])('%j → %s', (entry, expected) => expect(needsStateList(entry)).toBe(expected));
});

describe('nextProgress (01 §9)', () => {
  it('steps by 10 and starts again after 100', () => {
    expect(nextProgress(0)).toBe(10);
    expect(nextProgress(90)).toBe(100);
    expect(nextProgress(100)).toBe(0);
  });
});

describe('isRemapNotFound (01 §8)', () => {
  it('is true only for 404', () => {
    expect(isRemapNotFound({ kind: 'failure', httpStatus: 404, message: '' })).toBe(true);
    expect(isRemapNotFound({ kind: 'failure', httpStatus: 500, message: 'x' })).toBe(false);
  });
});
