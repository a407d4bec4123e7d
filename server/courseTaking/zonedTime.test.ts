import { describe, expect, it } from 'vitest';

import { localDateOf, nextLocalMidnight, startOfLocalDay } from './zonedTime';

describe('days in a course state time zone', () => {
  it("Ohio's midnight is 05:00 UTC in winter and 04:00 UTC in summer", () => {
    expect(nextLocalMidnight(new Date('2026-01-15T20:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
    expect(nextLocalMidnight(new Date('2026-07-15T20:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-07-16T04:00:00.000Z',
    );
  });

  it('a late evening in Los Angeles is still that day there, though UTC has moved on', () => {
    const evening = new Date('2026-03-02T07:30:00Z'); // 23:30 on March 1 in Los Angeles
    expect(localDateOf(evening, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(startOfLocalDay(evening, 'America/Los_Angeles').toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(nextLocalMidnight(evening, 'America/Los_Angeles').toISOString()).toBe('2026-03-02T08:00:00.000Z');
  });

  it('the day the clocks go forward is 23 hours long, and the year rolls over', () => {
    const springForward = new Date('2026-03-08T12:00:00Z');
    const start = startOfLocalDay(springForward, 'America/Chicago');
    const end = nextLocalMidnight(springForward, 'America/Chicago');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(nextLocalMidnight(new Date('2026-12-31T12:00:00Z'), 'America/Phoenix').toISOString()).toBe(
      '2027-01-01T07:00:00.000Z',
    );
  });
});
