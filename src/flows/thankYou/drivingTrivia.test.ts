import { describe, expect, it } from 'vitest';

import { drivingTrivia, pickTriviaIndex } from './drivingTrivia';

describe('driving trivia (02 §2 Course-loading screen)', () => {
  it('has 24 different lines', () => {
    expect(drivingTrivia).toHaveLength(24);
    expect(new Set(drivingTrivia.map((line) => line.id)).size).toBe(24);
  });
  it('picks a line from the random value, never out of range', () => {
    expect(pickTriviaIndex(() => 0)).toBe(0);
    expect(pickTriviaIndex(() => 0.5)).toBe(12);
    expect(pickTriviaIndex(() => 0.999999)).toBe(23);
    expect(pickTriviaIndex(() => 1)).toBe(23);
  });
});
