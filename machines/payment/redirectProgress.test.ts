import { describe, expect, it } from 'vitest';

import { nextRedirectProgress, redirectProgress } from './redirectProgress';

describe('nextRedirectProgress', () => {
  it('rises by a step and stops at the cap until the answer', () => {
    expect(nextRedirectProgress(0)).toBe(redirectProgress.step);
    expect(nextRedirectProgress(91)).toBe(redirectProgress.cap);
    expect(nextRedirectProgress(redirectProgress.cap)).toBe(redirectProgress.cap);
  });
});
