// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserSeconds } from './QuizBindings';

/** The exam's clock counts the seconds that passed, not the interval's runs: a slowed background tab catches up. */
describe('browserSeconds', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks once a second', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const stop = browserSeconds(tick);
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('catches up the seconds a throttled interval missed', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const stop = browserSeconds(tick);
    // The browser held the interval back for 10 seconds; its next run sees them all.
    vi.setSystemTime(Date.now() + 10_000);
    vi.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(11);
    stop();
  });
});
