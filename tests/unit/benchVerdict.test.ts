import { describe, expect, it } from 'vitest';

import { failures, median, type PageFigures, verdictLine } from '../../bench/verdict';

/** Figures of a page that passes: 1.4x the baseline's JavaScript, score 0.97, LCP 1.2x the baseline's. */
const passing: PageFigures = {
  path: '/login',
  bytes: 140_000,
  baselineBytes: 100_000,
  score: 0.97,
  baselineScore: 1,
  lcpMs: 1_680,
  baselineLcpMs: 1_400,
  tbtMs: 40,
  baselineTbtMs: 10,
};

describe('npm run bench verdicts (the README "Performance" limits)', () => {
  it('passes a page within every limit, the limits themselves included', () => {
    expect(verdictLine(passing)).toBe('/login: ok');
    expect(failures({ ...passing, bytes: 150_000, score: 0.95, lcpMs: 1_820 })).toEqual([]);
  });

  it('fails a page over 1.5x the baseline JavaScript', () => {
    expect(verdictLine({ ...passing, bytes: 162_000 })).toBe('/login: FAIL ratio 1.62 > 1.5');
  });

  it('fails a page scoring below 0.95', () => {
    expect(verdictLine({ ...passing, score: 0.94 })).toBe('/login: FAIL score 0.94 < 0.95');
  });

  it("fails a page whose LCP is over 1.3x the baseline's, and names every reason at once", () => {
    expect(verdictLine({ ...passing, lcpMs: 1_830 })).toBe('/login: FAIL LCP 1.83 s > 1.3 × baseline 1.40 s');
    expect(failures({ ...passing, bytes: 170_000, score: 0.84, lcpMs: 3_260 })).toHaveLength(3);
  });

  it('takes the median of the Lighthouse runs, not the best one', () => {
    expect(median([0.99, 0.84, 0.91])).toBe(0.91);
    expect(median([2_000, 1_000])).toBe(1_500);
  });
});
